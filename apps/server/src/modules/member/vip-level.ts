import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The brand's members with their VIP level, as a relation a loyalty program's statement embeds (the rebate's rates
 * are the member's level's, ADR 060), so that statement stays one while members stay this module's. Trial
 * accounts (type 4) play with play money and are left out.
 */
export function vipLevelsRelation(merchantId: number): RawBuilder<{ member_id: bigint; vip_level: number }> {
  return sql<{ member_id: bigint; vip_level: number }>`
    select m.id as member_id, m.vip_level from members m where m.merchant_id = ${merchantId} and m.type <> 4`;
}

/**
 * Sets the VIP level of every member the relation names (member_id, vip_level) in one statement, in the VIP job's
 * transaction (ADR 060: the level is the member's row, which promotions' eligibility and the site read). Answers
 * how many members changed.
 */
export async function setVipLevels(
  trx: Transaction<Database>,
  merchantId: number,
  levels: RawBuilder<{ member_id: bigint; vip_level: number }>,
): Promise<number> {
  const result = await sql`
    update members m set vip_level = l.vip_level
      from (${levels}) l
     where m.merchant_id = ${merchantId} and m.id = l.member_id and m.vip_level <> l.vip_level`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}
