import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SeamlessContext } from './seamless-context';

/** A round of the vendor's for one member, locked for the rest of the transaction. */
export function lockRound(trx: Transaction<Database>, ctx: SeamlessContext, memberId: bigint, roundId: string) {
  return trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('vendor_id', '=', ctx.vendor.id)
    .where('member_id', '=', memberId)
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
}

/** The business transaction of this id already recorded for the member (debit or credit). */
export function recordedTransaction(
  trx: Transaction<Database>,
  ctx: SeamlessContext,
  memberId: bigint,
  transactionId: string,
  kind: 'business' | 'rollback',
) {
  return trx
    .selectFrom('game_transactions')
    .selectAll()
    .where('vendor_id', '=', ctx.vendor.id)
    .where('member_id', '=', memberId)
    .where('transaction_id', '=', transactionId)
    .where('kind', kind === 'rollback' ? '=' : '<>', 'rollback')
    .executeTakeFirst();
}

/** The shared bets table's product of a vendor's rounds (ADR 021, 030). */
export function productOf(ctx: SeamlessContext): 'game' | 'vendor' {
  return ctx.vendor.inHouse ? 'game' : 'vendor';
}

/** The entries' reference of a round: the account record and reconciliation join on it. */
export function roundReference(roundRowId: bigint): string {
  return `game_round:${roundRowId}`;
}

/** How many house-side accounts of each kind the games' money is spread over. */
const SHARDS = 16n;

/**
 * The code of the bets-in-play and house accounts a member's game money moves through. Every call of every
 * member of a brand would otherwise update the same two rows, and their locks (held until commit) would
 * make the whole brand's calls run one at a time. Spread by member over a few accounts of the same kind,
 * calls of different members run side by side; reconciliation sums accounts by kind, so nothing else changes.
 */
export function houseShard(memberId: bigint): string {
  return `games:${memberId % SHARDS}`;
}
