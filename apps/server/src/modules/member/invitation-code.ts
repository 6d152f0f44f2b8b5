import type { TInvitation } from '@gemilang/contract';
import { sql } from 'kysely';
import { type MemberActor, memberAuditActor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { uniqueViolation } from '../../platform/database-errors';
import { newReferralCode } from './random-codes';

/**
 * The site's address an agent's link starts with (`https://brand.example:8443`), as routes.ts reads it from
 * the call: the host name the caller reached and its port.
 */
export interface InvitationSite {
  site: string;
}

/** The registration page with the code filled in (the register form reads `?affiliateCode=`). */
function linkFor(input: InvitationSite, code: string): string {
  return `${input.site}/register?affiliateCode=${encodeURIComponent(code)}`;
}

async function view(deps: Deps, actor: MemberActor, input: InvitationSite, code: string | null): Promise<TInvitation> {
  const agent = actor.member;
  // Members who came in by the code or the link: the agent's direct downline not opened by the agent.
  const row = await deps.db
    .selectFrom('members')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('merchant_id', '=', actor.merchant.id)
    .where('upline_id', '=', agent.id)
    .where('register_method', '<>', 'AGENT')
    .executeTakeFirst();
  return { code, link: code ? linkFor(input, code) : null, registrations: Number(row?.n ?? 0) };
}

/** GET /wps/agent/invitation: the agent's affiliate code of registration and its link. */
export async function invitation(deps: Deps, actor: MemberActor, input: InvitationSite): Promise<TInvitation> {
  const agent = actor.member;
  const row = await deps.db
    .selectFrom('members')
    .select('affiliate_code')
    .where('merchant_id', '=', actor.merchant.id)
    .where('id', '=', agent.id)
    .executeTakeFirstOrThrow();
  return view(deps, actor, input, row.affiliate_code);
}

/**
 * POST /wps/agent/invitation: a new code for the agent; the old one stops placing registrations at once
 * (registration looks the code up, ADR 033). A clash with another agent's code, one in billions, draws
 * again.
 */
export async function newInvitation(deps: Deps, actor: MemberActor, input: InvitationSite): Promise<TInvitation> {
  const agent = actor.member;
  const { db } = deps;
  for (let attempt = 0; ; attempt++) {
    const code = newReferralCode();
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('members')
          .set({ affiliate_code: code })
          .where('merchant_id', '=', actor.merchant.id)
          .where('id', '=', agent.id)
          .execute();
        await audit(trx, {
          ...memberAuditActor(actor),
          action: 'team.invitation_code',
          targetType: 'member',
          targetId: `${agent.id}`,
          detail: { code },
        });
      });
      return view(deps, actor, input, code);
    } catch (error) {
      if (uniqueViolation(error) === null || attempt >= 3) throw error;
      // Another agent holds this code: draw again.
    }
  }
}
