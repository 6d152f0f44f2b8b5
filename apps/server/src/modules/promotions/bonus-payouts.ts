import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { entryKinds, memberWalletAccounts, type Posting, postEntry, systemAccount } from '../wallet';
import { closeIfUsedUp } from './end-grant';
import { type GrantRow, recordGrantEvent } from './grant-rows';
import { conversionCapOf } from './grant-terms';

/**
 * The bonus share of money coming back from bets (ADR 057): a win split in the stake's proportion, the refund of a
 * voided, cancelled or rolled-back stake, and the release of bonus stakes that were in play.
 *
 * The caller's own entry (a draw's settlement, a game credit, a rollback) pays the bonus share into the brand's
 * bonus returns account (`bonusReturnsAccount`) instead of the wallet; `settleBonusShares` then moves it on, one
 * entry per share, to where the grant now says:
 * - still active: back to the grant's bonus account (and a void or rollback takes back the turnover it added);
 * - completed: it becomes cash, as far as the grant's conversion cap has room, the rest to the promotion budget;
 * - ended otherwise (forfeited, expired, cancelled): to the promotion budget, never the member's cash.
 * The returns account is back at zero when the transaction commits (reconciliation checks it).
 *
 * Lock order (grant-rows.ts): the caller's entry locked the members' wallets; the grants are locked after, in id
 * order, then each share's entry locks its accounts in id order as every entry does.
 */
export interface BonusShare {
  memberId: bigint;
  grantId: bigint;
  /** Bonus stakes of these bets leaving play. */
  bonusStake: bigint;
  /** The bonus part of what is paid back (a win's share, a refund). */
  bonusPayout: bigint;
  /** Turnover to take back: the stakes were voided, cancelled or rolled back. */
  turnoverBack: bigint;
}

/** Where the callers' entries park the bonus share of a payout for `settleBonusShares` to move on. */
export function bonusReturnsAccount(trx: Transaction<Database>, merchantId: number): Promise<bigint> {
  return systemAccount(trx, merchantId, 'promotion_budget', 'bonus_returns');
}

/** The bonus part of a payout: the payout in the proportion the stake was paid by bonus (rounded down). */
export function bonusPartOf(payout: bigint, stake: bigint, bonusStake: bigint): bigint {
  return stake > 0n && bonusStake > 0n ? (payout * bonusStake) / stake : 0n;
}

export async function settleBonusShares(
  trx: Transaction<Database>,
  merchantId: number,
  input: { reference: string; key: string; shares: readonly BonusShare[] },
): Promise<void> {
  if (input.shares.length === 0) return;
  const grantIds = [...new Set(input.shares.map((s) => s.grantId))].sort((a, b) => (a < b ? -1 : 1));
  const grants = new Map<bigint, GrantRow>();
  const locked = await trx
    .selectFrom('promotion_grants')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', grantIds)
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const row of locked) grants.set(row.id, row as GrantRow);
  const wallets = await memberWalletAccounts(trx, merchantId, [...new Set(input.shares.map((s) => s.memberId))]);
  const returns = await bonusReturnsAccount(trx, merchantId);
  const budget = await systemAccount(trx, merchantId, 'promotion_budget');
  const active: bigint[] = [];
  for (const share of input.shares) {
    const grant = grants.get(share.grantId);
    const wallet = wallets.get(share.memberId);
    if (!grant || grant.account_id === null || wallet === undefined) {
      throw new Error(`grant ${share.grantId} of member ${share.memberId} vanished`);
    }
    let converted = 0n;
    let forfeited = 0n;
    const postings: Posting[] = [{ accountId: returns, amount: -share.bonusPayout }];
    if (grant.state === 'active') {
      postings.push({ accountId: grant.account_id, amount: share.bonusPayout });
      active.push(grant.id);
    } else if (grant.state === 'completed') {
      const cap = conversionCapOf(grant.terms, grant.amount);
      const room = cap === null ? share.bonusPayout : cap - grant.converted;
      converted = share.bonusPayout < room ? share.bonusPayout : room > 0n ? room : 0n;
      forfeited = share.bonusPayout - converted;
      postings.push({ accountId: wallet, amount: converted }, { accountId: budget, amount: forfeited });
    } else {
      forfeited = share.bonusPayout;
      postings.push({ accountId: budget, amount: forfeited });
    }
    grant.converted += converted;
    if (share.bonusPayout > 0n) {
      await postEntry(trx, {
        merchantId,
        kind: converted > 0n ? entryKinds.bonusConvert : entryKinds.bonusReturn,
        idempotencyKey: `${input.key}:${share.memberId}:${share.grantId}`,
        reference: `grant:${grant.id}`,
        memberId: share.memberId,
        memo: input.reference,
        postings,
      });
    }
    await trx
      .updateTable('promotion_grants')
      .set({
        bonus_in_play: sql<bigint>`greatest(bonus_in_play - ${share.bonusStake}, 0)`,
        turnover_done:
          grant.state === 'active'
            ? sql<bigint>`greatest(turnover_done - ${share.turnoverBack}, 0)`
            : sql<bigint>`turnover_done`,
        converted: sql<bigint>`converted + ${converted}`,
        forfeited: sql<bigint>`forfeited + ${forfeited}`,
      })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', grant.id)
      .execute();
    if (converted > 0n) await recordGrantEvent(trx, grant.id, 'late_win_converted', converted);
  }
  // A grant in play whose bonus is all spent with nothing left in play ends as used up.
  for (const id of new Set(active)) await closeIfUsedUp(trx, merchantId, id);
}
