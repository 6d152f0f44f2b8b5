import type { Db } from '../../db/connection';
import type { BetProduct } from '../../db/schema';

/**
 * A member's bets of the brand, as `bets as b`, for the caller to filter, join (a lottery bet's draw and game)
 * and page; the bets_member index serves it.
 */
export function memberBets(db: Db, merchantId: number, memberId: bigint) {
  return db.selectFrom('bets as b').where('b.merchant_id', '=', merchantId).where('b.member_id', '=', memberId);
}

/**
 * A draw's real-money bets of the brand, as `bets as b`, for the back office's list and totals (a trial
 * account's play-money bets are no part of the draw's books, ADR 052); the draw's index on bets serves it.
 */
export function realBetsOfDraw(db: Db, merchantId: number, drawId: bigint) {
  return db
    .selectFrom('bets as b')
    .where('b.draw_id', '=', drawId)
    .where('b.merchant_id', '=', merchantId)
    .where('b.play', '=', false);
}

/**
 * The brand's real-money bets of the given products that were won, as a relation (id, member_id, payout,
 * settled_at) a caller joins by bet id (the games' winner board joins its ended rounds).
 */
export function wonRealBets(db: Db, merchantId: number, products: readonly BetProduct[]) {
  return (
    db
      .selectFrom('bets')
      .select(['id', 'member_id', 'payout', 'settled_at'])
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'won')
      // A win of play money (a trial account's, ADR 052) is no win to show real players.
      .where('play', '=', false)
      .where('product', 'in', [...products])
  );
}

/** One bet of the brand as the back office shows it beside its game round, or an error when there is none. */
export function brandBet(db: Db, merchantId: number, betId: bigint) {
  return db
    .selectFrom('bets')
    .select(['id', 'status', 'stake', 'payout', 'placed_at', 'settled_at'])
    .where('id', '=', betId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
}

/** The games of the given products a member bet on lately, their newest bet first, at most `limit`. */
export async function recentlyBetGames(
  db: Db,
  merchantId: number,
  memberId: bigint,
  products: readonly BetProduct[],
  limit: number,
): Promise<string[]> {
  const recent = await db
    .selectFrom('bets')
    .select(['game_code'])
    .select((eb) => eb.fn.max('placed_at').as('last'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('product', 'in', [...products])
    .groupBy('game_code')
    .orderBy('last', 'desc')
    .limit(limit)
    .execute();
  return recent.map((r) => r.game_code);
}
