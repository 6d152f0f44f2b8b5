import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { entryPostings } from '../wallet';

/**
 * What an entry of this kind moved on one account (signed; 0 when it did not touch it): a replayed conversion or
 * adjustment answers what its first request moved, and a key reused for something else is told apart.
 */
export async function movedInEntry(
  db: Db,
  merchantId: number,
  entry: { kind: string; entryId: bigint; accountId: bigint },
): Promise<bigint> {
  const { rows } = await sql<{ amount: bigint }>`
    select coalesce(sum(p.amount), 0)::bigint as amount
      from (${entryPostings(merchantId, [entry.kind])}) p
     where p.entry_id = ${entry.entryId} and p.account_id = ${entry.accountId}`.execute(db);
  return BigInt(rows[0]?.amount ?? 0n);
}
