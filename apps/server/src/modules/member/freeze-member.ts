import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Freezes a member inside the caller's transaction (a dividend forced at its grace's end, ADR 038): a frozen
 * member still signs in and reads their records and messages, but the ledger refuses every movement of their
 * own money (withdrawals, transfers, bets: account_frozen). A locked member stays locked (locked is stronger:
 * no sign-in). Answers whether the member was active and is now frozen.
 */
export async function freezeMember(trx: Transaction<Database>, merchantId: number, memberId: bigint): Promise<boolean> {
  const row = await trx
    .updateTable('members')
    .set({ status: 'frozen' })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .where('status', '=', 'active')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a member is frozen now (a forced dividend's advance is taken back only while it is, ADR 038). */
export async function memberIsFrozen(
  db: Kysely<Database> | Transaction<Database>,
  merchantId: number,
  memberId: bigint,
): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('status')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.status === 'frozen';
}

/**
 * Whether the member whose id `memberId` names is frozen, as a condition other modules put into their own
 * statement (the ledger's guarded balance update), so the member's status stays this module's to read.
 */
export function isFrozenMember(memberId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from members fm where fm.id = ${memberId} and fm.status = 'frozen')`;
}
