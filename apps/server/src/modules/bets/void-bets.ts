import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * The room a slip's pending real-money bets take under their draw's liability, per number (bet type and key,
 * in that order): a relation (bet_type, bet_key, exposure) for the statement that gives it back when the slip is
 * cancelled. Play money's bets took none (ADR 052).
 */
export function pendingSlipExposures(
  slipId: bigint,
): RawBuilder<{ bet_type: string; bet_key: string; exposure: bigint }> {
  return sql`(select bet_type, bet_key, sum(win_per_hit)::bigint as exposure
                from bets where slip_id = ${slipId} and status = 'pending' and not play
               group by bet_type, bet_key order by bet_type, bet_key)`;
}

/** A cancelled slip's pending bets become cancelled, each paying its stake back by the slip's refund entry. */
export async function cancelSlipBets(db: Db, slipId: bigint, refundEntryId: bigint): Promise<void> {
  await db
    .updateTable('bets')
    .set({
      status: 'cancelled',
      payout: sql`stake`,
      settled_at: sql`clock_timestamp()`,
      settle_entry_id: refundEntryId,
    })
    .where('slip_id', '=', slipId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * The bonus shares of a slip's pending bets (ADR 057), one per grant: what its cancellation gives back to the
 * grant (the bonus part of the stakes) and the turnover it takes back.
 */
export async function slipBonusShares(
  db: Db,
  slipId: bigint,
): Promise<{ grantId: bigint; bonusStake: bigint; turnover: bigint }[]> {
  const rows = await db
    .selectFrom('bets')
    .select([
      'grant_id',
      sql<bigint>`sum(bonus_stake)::bigint`.as('bonus_stake'),
      sql<bigint>`sum(turnover)::bigint`.as('turnover'),
    ])
    .where('slip_id', '=', slipId)
    .where('status', '=', 'pending')
    .where('grant_id', 'is not', null)
    .groupBy('grant_id')
    .execute();
  return rows.map((r) => ({ grantId: r.grant_id as bigint, bonusStake: r.bonus_stake, turnover: r.turnover }));
}

/**
 * A stake of a game round refunded (ADR 030): the round's bet keeps the stake `left`; with nothing left it is
 * void, keeping the stake it last had (`refunded`) and paying it back, as a cancelled lottery bet does.
 */
export async function refundRoundStake(
  db: Db,
  betId: bigint,
  input: { left: bigint; refunded: bigint; at: Date; bonusBack?: bigint; turnoverBack?: bigint },
): Promise<void> {
  // The refunded debit's bonus part and turnover leave the bet too (ADR 057), so what it keeps stays in proportion.
  const bonusBack = input.bonusBack ?? 0n;
  const turnoverBack = input.turnoverBack ?? 0n;
  await db
    .updateTable('bets')
    .set(
      input.left === 0n
        ? { status: 'void', payout: input.refunded, stake: input.refunded, settled_at: input.at }
        : {
            stake: input.left,
            bonus_stake: sql<bigint>`greatest(bonus_stake - ${bonusBack}, 0)`,
            turnover: sql<bigint>`greatest(turnover - ${turnoverBack}, 0)`,
          },
    )
    .where('id', '=', betId)
    .execute();
}

/** A round bet's stake, its bonus part and turnover, and the grant it counted towards (ADR 057). */
export async function roundBetBonus(
  db: Db,
  betId: bigint,
): Promise<{ stake: bigint; bonusStake: bigint; turnover: bigint; grantId: bigint | null }> {
  const bet = await db
    .selectFrom('bets')
    .select(['stake', 'bonus_stake', 'turnover', 'grant_id'])
    .where('id', '=', betId)
    .executeTakeFirstOrThrow();
  return { stake: bet.stake, bonusStake: bet.bonus_stake, turnover: bet.turnover, grantId: bet.grant_id };
}
