import { exclusionKindOf, type TExclusionChoice, type TExclusionInput, type TProtection } from '@gemilang/contract';
import { type MemberActor, memberAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { takeAllowance } from '../../platform/throttle';
import { isMemberPassword } from '../member';
import { forfeitForSelfExclusion } from '../promotions';
import { activeExclusion, lockedProtectionRow, protectionOf } from './protection-rows';

/** Password confirmations a member may try in an hour: a typo or two, not a guessing run. */
export const EXCLUSION_CHECKS_HOURLY = 10;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** When a choice taken at `now` ends (null: permanent). Months are calendar months in UTC. */
export function exclusionEnd(choice: TExclusionChoice, now: Date): Date | null {
  const months = (n: number) => {
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + n);
    return end;
  };
  switch (choice) {
    case 'cooling_off_24h':
      return new Date(now.getTime() + DAY_MS);
    case 'cooling_off_7d':
      return new Date(now.getTime() + 7 * DAY_MS);
    case 'cooling_off_30d':
      return new Date(now.getTime() + 30 * DAY_MS);
    case 'self_exclusion_6m':
      return months(6);
    case 'self_exclusion_1y':
      return months(12);
    case 'self_exclusion_permanent':
      return null;
  }
}

/**
 * POST /wps/member/protection/exclusion (docs/product.md, Player protection; ADR 073). Order: the member's hourly
 * allowance of confirmations (rate_limited), then the sign-in password (protection_password_wrong), both before
 * anything is written; then one transaction: the member's row locked, and a break or exclusion already in force
 * may only be lengthened: one ending at the same time or sooner, or any while a permanent one holds, is
 * protection_cannot_shorten. No call, the member's or staff's, shortens or lifts one. A self-exclusion stays one
 * when a longer break is added. Taking a self-exclusion forfeits the member's open bonuses (reason
 * self_exclusion, ADR 057) in the same transaction.
 */
export async function takeExclusion(deps: Deps, actor: MemberActor, input: TExclusionInput): Promise<TProtection> {
  const { merchant, member } = actor;
  const now = deps.now();
  const taken = await takeAllowance(
    deps.db,
    { merchantId: merchant.id, scope: 'protection:password', key: `${member.id}` },
    EXCLUSION_CHECKS_HOURLY,
    HOUR_MS,
    now,
  );
  if (!taken.allowed) throw new AppError('rate_limited', { retryAfterSeconds: taken.retryAfterSeconds });
  if (!(await isMemberPassword(deps.db, merchant.id, member.id, input.password))) {
    throw new AppError('protection_password_wrong', [{ field: 'password', reason: 'wrong' }]);
  }
  const kind = exclusionKindOf(input.choice);
  const until = exclusionEnd(input.choice, now);
  await deps.db.transaction().execute(async (trx) => {
    if (kind === 'self_exclusion') await forfeitForSelfExclusion(trx, { merchantId: merchant.id, memberId: member.id });
    const row = await lockedProtectionRow(trx, merchant.id, member.id);
    const current = activeExclusion(row, now);
    if (current && (current.until === null || (until !== null && until <= current.until))) {
      throw new AppError('protection_cannot_shorten');
    }
    await trx
      .updateTable('member_protection')
      .set({
        exclusion_kind: current?.kind === 'self_exclusion' ? 'self_exclusion' : kind,
        exclusion_until: until,
        exclusion_taken_at: now,
        updated_at: now,
      })
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', member.id)
      .execute();
    // Last in the transaction, after any bonus forfeited: ledger before audit log, the house's lock order.
    await audit(trx, {
      ...memberAuditActor(actor),
      action: kind === 'self_exclusion' ? 'protection.self_exclusion' : 'protection.cooling_off',
      targetType: 'member',
      targetId: `${member.id}`,
      detail: { choice: input.choice, until: until?.toISOString() ?? null },
    });
  });
  return protectionOf(deps.db, merchant.id, member.id, merchant.currencyExponent, now);
}
