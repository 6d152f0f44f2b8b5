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
 * A stake of a game round refunded (ADR 030): the round's bet keeps the stake `left`; with nothing left it is
 * void, keeping the stake it last had (`refunded`) and paying it back, as a cancelled lottery bet does.
 */
export async function refundRoundStake(
  db: Db,
  betId: bigint,
  input: { left: bigint; refunded: bigint; at: Date },
): Promise<void> {
  await db
    .updateTable('bets')
    .set(
      input.left === 0n
        ? { status: 'void', payout: input.refunded, stake: input.refunded, settled_at: input.at }
        : { stake: input.left },
    )
    .where('id', '=', betId)
    .execute();
}
