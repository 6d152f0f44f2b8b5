import type { Db } from '../../db/connection';
import type { LocalizedJson } from '../../db/schema';

export interface DrawLabel {
  drawNumber: string;
  gameName: LocalizedJson;
}

/** The brand's draws by id with their number and game's name: for records that name a draw by its id. */
export async function drawLabels(
  db: Db,
  merchantId: number,
  drawIds: readonly bigint[],
): Promise<Map<bigint, DrawLabel>> {
  if (drawIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', (join) =>
      join.onRef('g.id', '=', 'd.game_id').onRef('g.merchant_id', '=', 'd.merchant_id'),
    )
    .select(['d.id', 'd.draw_number', 'g.name'])
    .where('d.merchant_id', '=', merchantId)
    .where('d.id', 'in', [...new Set(drawIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, { drawNumber: r.draw_number, gameName: r.name }]));
}
