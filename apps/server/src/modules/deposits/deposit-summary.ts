import type { Db } from '../../db/connection';

/** A member's credited deposits: how many and how much (minor units), for promotions' eligibility (ADR 057). */
export async function depositSummary(
  db: Db,
  merchantId: number,
  memberId: bigint,
): Promise<{ count: number; total: bigint }> {
  const row = await db
    .selectFrom('deposits')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<bigint>('amount'), eb.lit(0)).as('total'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('state', '=', 'credited')
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), total: BigInt(row?.total ?? 0) };
}
