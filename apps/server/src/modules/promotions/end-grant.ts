import { sql, type Transaction } from 'kysely';
import type { Database, GrantState } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { entryKinds, lockedBalance, postEntry, systemAccount } from '../wallet';
import { type GrantRow, lockedGrant, lockMemberWallet, recordGrantEvent, tellMember } from './grant-rows';
import { conversionCapOf } from './grant-terms';

/**
 * How a grant ends (ADR 057). States only move forward: pending → active → completed | expired | forfeited, and
 * pending → cancelled. Every end names its reason; what is left of the bonus leaves the grant's account in one
 * ledger entry (to the wallet at conversion, back to the promotion budget at a forfeit), and the member's next
 * pending grant, if any, starts. Callers hold the member's wallet lock first (grant-rows.ts, lock order).
 */
export type ForfeitReason = 'operator' | 'withdrawal' | 'expiry' | 'self_exclusion';

/**
 * Completion: the grant's balance becomes cash up to its conversion cap (less what converted before), the excess
 * goes back to the promotion budget, in one entry (key `convert:<id>`).
 */
export async function convertGrant(
  trx: Transaction<Database>,
  input: { merchantId: number; grantId: bigint; wallet: bigint },
): Promise<{ converted: bigint }> {
  const grant = await lockedGrant(trx, input.merchantId, input.grantId);
  // The grant in play, or a waiting one that asks no play (converted at its issue, behind the one in play).
  const convertible = grant?.state === 'active' || (grant?.state === 'pending' && grant.turnover_needed === 0n);
  if (!grant || !convertible || grant.account_id === null) throw new AppError('grant_not_active');
  const balance = await lockedBalance(trx, grant.account_id);
  const cap = conversionCapOf(grant.terms, grant.amount);
  const room = cap === null ? balance : cap - grant.converted;
  const toCash = balance < room ? balance : room > 0n ? room : 0n;
  const excess = balance - toCash;
  if (balance > 0n) {
    await postEntry(trx, {
      merchantId: input.merchantId,
      kind: entryKinds.bonusConvert,
      idempotencyKey: `convert:${grant.id}`,
      reference: `grant:${grant.id}`,
      memberId: grant.member_id,
      postings: [
        { accountId: grant.account_id, amount: -balance },
        { accountId: input.wallet, amount: toCash },
        { accountId: await systemAccount(trx, input.merchantId, 'promotion_budget'), amount: excess },
      ],
    });
  }
  await endGrant(trx, grant, 'completed', 'converted', { converted: toCash, forfeited: excess });
  await recordGrantEvent(trx, grant.id, 'converted', toCash);
  if (excess > 0n) await recordGrantEvent(trx, grant.id, 'over_cap', excess);
  await tellMember(trx, grant, 'bonus_completed', toCash);
  // Only the end of the grant in play lets the next one start.
  if (grant.state === 'active') await activateNext(trx, input.merchantId, grant.member_id);
  return { converted: toCash };
}

/**
 * A forfeit (withdrawal, expiry, an operator with a written reason, self-exclusion): what is left of the bonus
 * goes back to the promotion budget (key `forfeit:<id>`); the member's cash is never touched. An expiry ends the
 * grant `expired`, every other reason `forfeited`. A pending grant forfeits whole.
 */
export async function forfeitGrant(
  trx: Transaction<Database>,
  input: { merchantId: number; grantId: bigint; reason: ForfeitReason; note?: string },
): Promise<{ forfeited: bigint }> {
  const memberOf = await trx
    .selectFrom('promotion_grants')
    .select('member_id')
    .where('merchant_id', '=', input.merchantId)
    .where('id', '=', input.grantId)
    .executeTakeFirst();
  if (!memberOf) throw new AppError('not_found');
  await lockMemberWallet(trx, input.merchantId, memberOf.member_id);
  const grant = await lockedGrant(trx, input.merchantId, input.grantId);
  if (!grant || (grant.state !== 'active' && grant.state !== 'pending') || grant.account_id === null) {
    throw new AppError('grant_not_active');
  }
  const balance = await lockedBalance(trx, grant.account_id);
  if (balance > 0n) {
    await postEntry(trx, {
      merchantId: input.merchantId,
      kind: entryKinds.bonusForfeit,
      idempotencyKey: `forfeit:${grant.id}`,
      reference: `grant:${grant.id}`,
      memberId: grant.member_id,
      memo: input.reason,
      postings: [
        { accountId: grant.account_id, amount: -balance },
        { accountId: await systemAccount(trx, input.merchantId, 'promotion_budget'), amount: balance },
      ],
    });
  }
  const state: GrantState = input.reason === 'expiry' ? 'expired' : 'forfeited';
  await endGrant(trx, grant, state, input.reason, { converted: 0n, forfeited: balance }, input.note);
  await recordGrantEvent(trx, grant.id, state === 'expired' ? 'expired' : 'forfeited', balance);
  await tellMember(trx, grant, 'bonus_forfeited', balance, input.reason);
  if (grant.state === 'active') await activateNext(trx, input.merchantId, grant.member_id);
  return { forfeited: balance };
}

/**
 * A grant in play whose bonus is all spent and has nothing left in play ends `forfeited` with the reason
 * `used_up`: nothing is taken (its balance is zero), and the member's next grant may start.
 */
export async function closeIfUsedUp(trx: Transaction<Database>, merchantId: number, grantId: bigint): Promise<void> {
  const grant = await lockedGrant(trx, merchantId, grantId);
  if (grant?.state !== 'active' || grant.bonus_in_play > 0n || grant.account_id === null) return;
  if ((await lockedBalance(trx, grant.account_id)) > 0n) return;
  await endGrant(trx, grant, 'forfeited', 'used_up', { converted: 0n, forfeited: 0n });
  await recordGrantEvent(trx, grant.id, 'used_up');
  await activateNext(trx, merchantId, grant.member_id);
}

async function endGrant(
  trx: Transaction<Database>,
  grant: GrantRow,
  state: GrantState,
  reason: string,
  amounts: { converted: bigint; forfeited: bigint },
  note?: string,
): Promise<void> {
  await trx
    .updateTable('promotion_grants')
    .set({
      state,
      reason,
      converted: sql<bigint>`converted + ${amounts.converted}`,
      forfeited: sql<bigint>`forfeited + ${amounts.forfeited}`,
      ended_at: new Date(),
      ...(note ? { note } : {}),
    })
    .where('merchant_id', '=', grant.merchant_id)
    .where('id', '=', grant.id)
    .execute();
}

/** The member's oldest pending grant starts when the one in play ends; its life counts from now. */
async function activateNext(trx: Transaction<Database>, merchantId: number, memberId: bigint): Promise<void> {
  const next = await trx
    .selectFrom('promotion_grants')
    .select(['id', 'terms'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('state', '=', 'pending')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!next) return;
  const lifeDays = (next.terms as { lifeDays: number }).lifeDays;
  const now = new Date();
  await trx
    .updateTable('promotion_grants')
    .set({ state: 'active', activated_at: now, expires_at: new Date(now.getTime() + lifeDays * 86_400_000) })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', next.id)
    .execute();
  await recordGrantEvent(trx, next.id, 'activated');
}
