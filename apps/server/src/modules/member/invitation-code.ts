import type { TInvitation } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { audit, memberActor } from '../../platform/audit';
import { signedInMember } from '../../platform/auth';
import { uniqueViolation } from '../../platform/database-errors';
import { hostOf } from '../../platform/merchant';
import { newReferralCode } from './random-codes';

/** The registration page with the code filled in (the register form reads `?affiliateCode=`). */
function linkFor(request: FastifyRequest, code: string): string {
  const host = hostOf(request.headers.host) || request.hostname;
  const port = /:\d+$/.exec(request.headers.host ?? '')?.[0] ?? '';
  return `${request.protocol}://${host}${port}/register?affiliateCode=${encodeURIComponent(code)}`;
}

async function view(request: FastifyRequest, code: string | null): Promise<TInvitation> {
  const agent = signedInMember(request);
  // Members who came in by the code or the link: the agent's direct downline not opened by the agent.
  const row = await request.server.deps.db
    .selectFrom('members')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('merchant_id', '=', request.merchant.id)
    .where('upline_id', '=', agent.id)
    .where('register_method', '<>', 'AGENT')
    .executeTakeFirst();
  return { code, link: code ? linkFor(request, code) : null, registrations: Number(row?.n ?? 0) };
}

/** GET /wps/agent/invitation: the agent's affiliate code of registration and its link. */
export async function invitation(request: FastifyRequest): Promise<TInvitation> {
  const agent = signedInMember(request);
  const row = await request.server.deps.db
    .selectFrom('members')
    .select('affiliate_code')
    .where('merchant_id', '=', request.merchant.id)
    .where('id', '=', agent.id)
    .executeTakeFirstOrThrow();
  return view(request, row.affiliate_code);
}

/**
 * POST /wps/agent/invitation: a new code for the agent; the old one stops placing registrations at once
 * (registration looks the code up, ADR 033). A clash with another agent's code, one in billions, draws
 * again.
 */
export async function newInvitation(request: FastifyRequest): Promise<TInvitation> {
  const agent = signedInMember(request);
  const { db } = request.server.deps;
  for (let attempt = 0; ; attempt++) {
    const code = newReferralCode();
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('members')
          .set({ affiliate_code: code })
          .where('merchant_id', '=', request.merchant.id)
          .where('id', '=', agent.id)
          .execute();
        await audit(trx, {
          ...memberActor(request),
          action: 'team.invitation_code',
          targetType: 'member',
          targetId: `${agent.id}`,
          detail: { code },
        });
      });
      return view(request, code);
    } catch (error) {
      if (uniqueViolation(error) === null || attempt >= 3) throw error;
      // Another agent holds this code: draw again.
    }
  }
}
