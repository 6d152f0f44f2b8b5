import type { TBetView, TSlipView } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { BetStatus, LocalizedJson } from '../../db/schema';
import { formatMinor } from '../../platform/money';
import { memberBets } from '../bets';

/** Bets and slips as the member sees them (money in major units). */
export interface BetRow {
  id: bigint;
  slip_id: bigint | null;
  product: string;
  game_code: string;
  game_name: LocalizedJson | null;
  draw_number: string | null;
  bet_type: string;
  bet_key: string;
  stake: bigint;
  odds: number | null;
  points: number | null;
  win_per_hit: bigint;
  status: BetStatus;
  hits: number | null;
  payout: bigint | null;
  placed_at: Date;
  settled_at: Date | null;
  cancellable: boolean;
}

export function betView(row: BetRow, exponent: number): TBetView {
  return {
    id: `${row.id}`,
    slipId: row.slip_id === null ? '' : `${row.slip_id}`,
    product: row.product,
    gameCode: row.game_code,
    gameName: row.game_name,
    drawNumber: row.draw_number ?? '',
    betType: row.bet_type,
    key: row.bet_key,
    stake: formatMinor(row.stake, exponent),
    odds: row.odds,
    points: row.points,
    winPerHit: formatMinor(row.win_per_hit, exponent),
    status: row.status,
    hits: row.hits,
    payout: row.payout === null ? null : formatMinor(row.payout, exponent),
    placedAt: row.placed_at.toISOString(),
    settledAt: row.settled_at ? row.settled_at.toISOString() : null,
    cancellable: row.cancellable,
  };
}

/** A member's bets query: the bets table with its draw (number, cut-off) and game (whether it allows cancelling). */
export function memberBetsQuery(db: Db, merchantId: number, memberId: bigint) {
  return memberBets(db, merchantId, memberId)
    .leftJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .leftJoin('lottery_games as g', 'g.id', 'd.game_id');
}

export const betColumns = [
  'b.id',
  'b.slip_id',
  'b.product',
  'b.game_code',
  'g.name as game_name',
  'd.draw_number',
  'b.bet_type',
  'b.bet_key',
  'b.stake',
  'b.odds',
  'b.points',
  'b.win_per_hit',
  'b.status',
  'b.hits',
  'b.payout',
  'b.placed_at',
  'b.settled_at',
  // The same test cancel-slip.ts makes under the draw's lock, here only to offer the button: the server decides.
  sql<boolean>`(b.status = 'pending' and b.slip_id is not null and coalesce(g.allow_cancel, false)
    and d.status = 'open' and clock_timestamp() < d.cutoff_at)`.as('cancellable'),
] as const;

/** One of the member's slips with its bets, or undefined. */
export async function slipView(
  db: Db,
  merchant: { id: number; currency: string; currencyExponent: number },
  memberId: bigint,
  slipId: bigint,
): Promise<TSlipView | undefined> {
  const slip = await db
    .selectFrom('lottery_slips as s')
    .innerJoin('lottery_draws as d', 'd.id', 's.draw_id')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .select(['s.id', 's.total_stake', 's.potential_win', 's.status', 's.placed_at', 'd.draw_number', 'g.code'])
    .where('s.merchant_id', '=', merchant.id)
    .where('s.member_id', '=', memberId)
    .where('s.id', '=', slipId)
    .executeTakeFirst();
  if (!slip) return undefined;
  const bets = await memberBetsQuery(db, merchant.id, memberId)
    .select(betColumns)
    .where('b.slip_id', '=', slipId)
    .orderBy('b.id')
    .execute();
  return {
    id: `${slip.id}`,
    gameCode: slip.code,
    drawNumber: slip.draw_number,
    currency: merchant.currency,
    totalStake: formatMinor(slip.total_stake, merchant.currencyExponent),
    potentialWin: formatMinor(slip.potential_win, merchant.currencyExponent),
    status: slip.status,
    placedAt: slip.placed_at.toISOString(),
    bets: bets.map((b) => betView(b, merchant.currencyExponent)),
  };
}
