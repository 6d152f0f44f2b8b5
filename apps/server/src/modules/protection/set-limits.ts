import { protectionPeriods, type TDepositLimitsInput, type TProtection } from '@gemilang/contract';
import { type MemberActor, memberAuditActor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { amountFromInput } from '../../platform/money';
import { lockedProtectionRow, periodLimit, protectionOf, RAISE_DELAY_MS } from './protection-rows';

/** Whether `next` is no higher than `current` (null: no limit, the highest of all). */
function noHigher(next: bigint | null, current: bigint | null): boolean {
  if (current === null) return true;
  return next !== null && next <= current;
}

/**
 * PUT /wps/member/protection/limits (docs/product.md, Player protection; ADR 073). Order: every amount parsed first
 * (a bad one is invalid_input on its field, nothing changed); then, in one transaction on the member's locked row,
 * each period against the limit in force (a raise whose 24 hours are over counts as in force):
 * - the value already waiting as a raise: left as it is (its 24 hours are not restarted);
 * - no higher than the limit in force (a first limit, a lowering, the same): applies at once, any waiting raise
 *   dropped;
 * - higher, or none where there was one: waits 24 hours from now, the limit in force staying until then.
 */
export async function setDepositLimits(
  deps: Deps,
  actor: MemberActor,
  input: TDepositLimitsInput,
): Promise<TProtection> {
  const { merchant, member } = actor;
  const asked = Object.fromEntries(
    protectionPeriods.map((p) => {
      const text = input[p];
      return [p, text === null ? null : amountFromInput(text, merchant.currencyExponent, p)];
    }),
  ) as Record<(typeof protectionPeriods)[number], bigint | null>;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockedProtectionRow(trx, merchant.id, member.id);
    const changes: Record<string, bigint | Date | null> = {};
    for (const period of protectionPeriods) {
      const { limit, pending } = periodLimit(row, period, now);
      const next = asked[period];
      let kept = { limit, pending: pending?.limit ?? null, from: pending?.from ?? null };
      if (pending && pending.limit === next) kept = { limit, pending: pending.limit, from: pending.from };
      else if (noHigher(next, limit)) kept = { limit: next, pending: null, from: null };
      else kept = { limit, pending: next, from: new Date(now.getTime() + RAISE_DELAY_MS) };
      changes[`${period}_limit`] = kept.limit;
      changes[`${period}_pending`] = kept.pending;
      changes[`${period}_pending_from`] = kept.from;
    }
    await trx
      .updateTable('member_protection')
      .set({ ...changes, updated_at: now })
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', member.id)
      .execute();
    // A limit is a significant event (ADR 073): what was asked and what stands, in minor units, for support to read.
    const text = (v: bigint | Date | null | undefined) =>
      v instanceof Date ? v.toISOString() : v == null ? null : `${v}`;
    await audit(trx, {
      ...memberAuditActor(actor),
      action: 'protection.limits_set',
      targetType: 'member',
      targetId: `${member.id}`,
      detail: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, text(v)])),
    });
  });
  return protectionOf(deps.db, merchant.id, member.id, merchant.currencyExponent, now);
}
