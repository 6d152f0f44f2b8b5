import type { Db } from '../../db/connection';

/** The brand's draws' numbers by id, for records that name a bet's draw (the bets table keeps its id). */
export async function drawNumbers(
  db: Db,
  merchantId: number,
  drawIds: readonly bigint[],
): Promise<Map<bigint, string>> {
  if (drawIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('lottery_draws')
    .select(['id', 'draw_number'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', [...new Set(drawIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.draw_number]));
}
