import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { stripeOf } from './member-stripes';

// The ledger's accounts and entries as parts of another module's own statement (ADR 055): a scalar subquery or
// a relation to join, so a statement that reads both stays one statement while the tables stay the wallet's.

/** The member's wallet account id, as a scalar subquery (null when the member has none). */
export function memberWalletId(merchantId: number, memberId: bigint): RawBuilder<bigint | null> {
  return sql<
    bigint | null
  >`(select id from ledger_accounts where merchant_id = ${merchantId} and member_id = ${memberId})`;
}

/** The id of the bets-in-play stripe that holds this member's stakes (`play`: the play-money twin, ADR 052). */
export function betsInPlayId(merchantId: number, memberId: bigint, play: boolean): RawBuilder<bigint | null> {
  return sql<bigint | null>`(select id from ledger_accounts
        where merchant_id = ${merchantId} and kind = ${play ? 'play_in_play' : 'bets_in_play'}
          and code = ${stripeOf(memberId)}
          and member_id is null)`;
}

/** Accounts by id with their brand, code and member, as a relation to join (to name the accounts of a finding). */
export function accountCodes(db: Db) {
  return db.selectFrom('ledger_accounts').select(['id', 'merchant_id', 'code', 'member_id']);
}

/** Entries by id with their kind, key and time, as a relation to join (to show what a game's call posted). */
export function entryKeys(db: Db) {
  return db.selectFrom('ledger_entries').select(['id', 'kind', 'idempotency_key', 'created_at']);
}
