import { adminRoutes, teamAdminRoutes, type ZIdParam } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { operatorOf, visitorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { setDeviceCookie } from '../../platform/known-clients';
import { searchMembers, unfreezeMember } from '../member';
import { listAudit } from './audit-log';
import { changeOwnPassword } from './change-own-password';
import { createOperator } from './create-operator';
import { frozenMembers } from './frozen-members';
import { actOnMember } from './member-actions';
import { memberDetail } from './member-detail';
import { listOperators, me } from './operators';
import { devOutboxServed, listOutbox } from './outbox';
import { resetOperatorPassword } from './reset-operator-password';
import { setOperatorLock } from './set-operator-lock';
import { STAFF_DEVICE_COOKIE, STAFF_DEVICE_COOKIE_PATH, signInOperator } from './sign-in-operator';
import { signOutOperator } from './sign-out-operator';

// defineRoute has parsed params with the route's ZIdParam; the route table does not carry its type.
const idOf = (params: unknown): bigint => BigInt((params as z.output<typeof ZIdParam>).id);

/** The back-office API (contract: adminRoutes). Access rules are the contract's, enforced by defineRoute. */
export async function registerAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = adminRoutes;

  defineRoute(app, r.login, async ({ request, reply, body }) => {
    const { session, device } = await signInOperator(
      app.deps,
      visitorOf(request),
      body,
      request.cookies?.[STAFF_DEVICE_COOKIE],
    );
    setDeviceCookie(
      reply,
      { name: STAFF_DEVICE_COOKIE, path: STAFF_DEVICE_COOKIE_PATH, secure: request.protocol === 'https' },
      device,
    );
    return session;
  });
  defineRoute(app, r.logout, ({ request }) => signOutOperator(app.deps, operatorOf(request)));
  defineRoute(app, r.me, ({ request }) => me(app.deps, operatorOf(request)));
  defineRoute(app, r.changeOwnPassword, ({ request, body }) => changeOwnPassword(app.deps, operatorOf(request), body));
  defineRoute(app, r.operators, ({ request, query }) => listOperators(app.deps, operatorOf(request), query));
  defineRoute(app, r.createOperator, ({ request, body }) => createOperator(app.deps, operatorOf(request), body));
  defineRoute(app, r.lockOperator, ({ request, params, body }) =>
    setOperatorLock(app.deps, operatorOf(request), idOf(params), true, body.reason),
  );
  defineRoute(app, r.resetOperatorPassword, ({ request, params, body }) =>
    resetOperatorPassword(app.deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, r.unlockOperator, ({ request, params, body }) =>
    setOperatorLock(app.deps, operatorOf(request), idOf(params), false, body.reason),
  );

  defineRoute(app, r.members, ({ request, query }) => searchMembers(app.deps, operatorOf(request), query));
  defineRoute(app, r.member, ({ request, params }) =>
    memberDetail(request.server.deps.db, request.merchant.id, idOf(params), request.server.deps.now()),
  );
  defineRoute(app, r.lockMember, ({ request, params, body }) =>
    actOnMember(app.deps, operatorOf(request), idOf(params), 'lock', body.reason),
  );
  defineRoute(app, r.unlockMember, ({ request, params, body }) =>
    actOnMember(app.deps, operatorOf(request), idOf(params), 'unlock', body.reason),
  );
  defineRoute(app, r.resetMemberPassword, ({ request, params, body }) =>
    actOnMember(app.deps, operatorOf(request), idOf(params), 'reset_password', body.reason),
  );

  // Accounts frozen for a dividend their upline role left unpaid (ADR 039): admin role, audited.
  defineRoute(app, teamAdminRoutes.frozen, ({ request, query }) => frozenMembers(app.deps, operatorOf(request), query));
  defineRoute(app, teamAdminRoutes.unfreeze, ({ request, params, body }) =>
    unfreezeMember(app.deps, operatorOf(request), idOf(params), body),
  );

  // The dev outbox holds members' codes: a development aid only, so a production server has no such route.
  if (devOutboxServed(app.deps.config))
    defineRoute(app, r.outbox, ({ request, query }) => listOutbox(app.deps, operatorOf(request), query));
  defineRoute(app, r.audit, ({ request, query }) => listAudit(app.deps, operatorOf(request), query));
}
