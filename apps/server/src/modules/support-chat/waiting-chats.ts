import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * What waits for customer service (the dashboard's queue, ADR 067): conversations nobody has taken yet, and messages
 * left while nobody was online that have no answer.
 */
export async function chatsWaiting(db: Db, merchantId: number): Promise<number> {
  const row = await sql<{ n: number }>`
    select ((select count(*) from support_conversations where merchant_id = ${merchantId} and state = 'waiting')
          + (select count(*) from support_offline_messages where merchant_id = ${merchantId} and answered_at is null))::int
           as n`.execute(db);
  return row.rows[0]?.n ?? 0;
}
