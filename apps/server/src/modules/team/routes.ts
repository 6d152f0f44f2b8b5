import { teamRoutes, type ZTeamAccountParam } from '@gemilang/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { memberOf } from '../../platform/actor';
import { signedInMember } from '../../platform/auth';
import { defineRoute } from '../../platform/define-route';
import { hostOf } from '../../platform/merchant';
import { invitation, newInvitation, openTeamAccount } from '../member';
import { registerTeamAdminRoutes } from './admin/routes';
import { teamMemberDetail, teamMembers } from './team-members';
import { teamOverview } from './team-overview';
import { teamTransactions } from './team-transactions';

function actorOf(request: FastifyRequest) {
  return { merchant: request.merchant, memberId: signedInMember(request).id, ip: request.ip };
}

/**
 * The site's address for an agent's invitation link: the host name the caller reached (the Host header's,
 * else Fastify's), its port, and the protocol.
 */
function invitationSite(request: FastifyRequest) {
  const host = hostOf(request.headers.host) || request.hostname;
  const port = /:\d+$/.exec(request.headers.host ?? '')?.[0] ?? '';
  return { site: `${request.protocol}://${host}${port}` };
}

/**
 * The agent centre's team calls (contract: teamRoutes; ADR 033). Every one is `agent` access: a member
 * who is no agent is refused with not_agent before any of this runs.
 */
export async function registerTeamRoutes(app: FastifyInstance): Promise<void> {
  const r = teamRoutes;
  const { deps } = app;
  defineRoute(app, r.overview, ({ request, query }) => teamOverview(deps, actorOf(request), query));
  defineRoute(app, r.transactions, ({ request, query }) =>
    teamTransactions(deps.db, request.merchant, signedInMember(request).id, query, deps.now()),
  );
  defineRoute(app, r.members, ({ request, query }) =>
    teamMembers(deps.db, request.merchant, signedInMember(request).id, query),
  );
  defineRoute(app, r.member, ({ request, params }) =>
    teamMemberDetail(
      deps.db,
      request.merchant,
      signedInMember(request).id,
      (params as z.output<typeof ZTeamAccountParam>).account,
    ),
  );
  defineRoute(app, r.openAccount, ({ request, body }) => openTeamAccount(deps, memberOf(request), body));
  defineRoute(app, r.invitation, ({ request }) => invitation(deps, memberOf(request), invitationSite(request)));
  defineRoute(app, r.newInvitation, ({ request }) => newInvitation(deps, memberOf(request), invitationSite(request)));
  await registerTeamAdminRoutes(app);
}
