import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SeamlessContext } from './seamless-context';

/** A round of the vendor's for one member, locked for the rest of the transaction. */
export function lockRound(trx: Transaction<Database>, ctx: SeamlessContext, memberId: bigint, roundId: string) {
  return trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('merchant_id', '=', ctx.merchant.id)
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
    .where('merchant_id', '=', ctx.merchant.id)
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
