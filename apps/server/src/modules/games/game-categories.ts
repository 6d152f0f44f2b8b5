import { type RawBuilder, sql } from 'kysely';

/**
 * The brand's games' categories by code, as a relation a caller's statement embeds (a loyalty program's rates per
 * category join valid bets to it, ADR 059). A code two vendors share takes the first game's category.
 */
export function gameCategoriesRelation(merchantId: number): RawBuilder<{ code: string; category: string }> {
  return sql<{ code: string; category: string }>`
    select distinct on (code) code, category from games where merchant_id = ${merchantId} order by code, id`;
}
