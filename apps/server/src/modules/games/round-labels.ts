import type { Db } from '../../db/connection';
import type { LocalizedJson } from '../../db/schema';

export interface RoundLabel {
  /** The vendor's round id, as game recall and the back office's round search show it. */
  roundId: string;
  gameName: LocalizedJson;
}

/** Rounds of the brand by their row id, with their game's name: for records that name a round by its row. */
export async function roundLabels(
  db: Db,
  merchantId: number,
  roundRowIds: readonly bigint[],
): Promise<Map<bigint, RoundLabel>> {
  if (roundRowIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', (join) =>
      join.onRef('g.id', '=', 'r.game_id').onRef('g.merchant_id', '=', 'r.merchant_id'),
    )
    .select(['r.id', 'r.round_id', 'g.name'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.id', 'in', [...new Set(roundRowIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, { roundId: r.round_id, gameName: r.name }]));
}
