import type { TBetProduct, TBetRecord, TBetStatus } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import type { LocalizedJson } from '../../db/schema';
import type { MerchantContext } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { gameNames } from '../games';
import { drawNumbers, lotteryGameNames } from '../lottery';
import { memberAccounts } from '../member';
import { recordRange } from '../wallet';
import { betTotalColumns, totalsView } from './bet-totals';
import { type BetOwners, betsInRange } from './bets-in-range';

export interface BetRecordQuery {
  product: 'all' | TBetProduct;
  status: 'all' | TBetStatus;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/**
 * GET /wps/member/bets: the member's betting record over every product (the one bet model, ADR 021), and
 * the same over an agent's team (GET /wps/agent/team/bets, team-bet-record.ts).
 * Order: the days checked as the account record checks them (at most 3 months back, no wider, not reversed);
 * then the page of bets newest first and the totals over every bet the filter matches, side by side; the
 * games' names from the lottery's and the games' own lists (this module reads no other module's tables).
 * Only the owners' bets of this brand are read.
 */
export async function betRecord(
  db: Db,
  merchant: MerchantContext,
  owners: BetOwners,
  query: BetRecordQuery,
  now: Date,
): Promise<TBetRecord> {
  const range = recordRange(query, merchant.timeZone, now);
  let bets = betsInRange(db, merchant, owners, range);
  if (query.product !== 'all') bets = bets.where('b.product', '=', query.product);
  if (query.status !== 'all') bets = bets.where('b.status', '=', query.status);

  const [rows, totals, lotteryNames, games] = await Promise.all([
    bets
      .innerJoin(memberAccounts(db, merchant.id).as('m'), 'm.id', 'b.member_id')
      .select([
        'b.id',
        'm.username',
        'b.placed_at',
        'b.product',
        'b.game_code',
        'b.draw_id',
        'b.bet_type',
        'b.bet_key',
        'b.stake',
        'b.status',
        'b.payout',
        'b.settled_at',
      ])
      .orderBy('b.placed_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    bets.select(betTotalColumns).executeTakeFirst(),
    lotteryGameNames(db, merchant.id),
    gameNames(db, merchant.id),
  ]);
  // The draws' numbers from the lottery's own list (this module reads no other module's tables).
  const draws = await drawNumbers(
    db,
    merchant.id,
    rows.flatMap((r) => (r.draw_id === null ? [] : [r.draw_id])),
  );
  const exponent = merchant.currencyExponent;
  const nameOf = (product: string, code: string): LocalizedJson | null =>
    (product === 'lottery' || product === 'elott' ? lotteryNames.get(code) : games.get(code)) ?? null;
  const decided = (status: string) => status === 'won' || status === 'lost' || status === 'push';
  return {
    currency: merchant.currency,
    ...range,
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.bets ?? 0,
    totals: totalsView(totals, exponent),
    items: rows.map((r) => ({
      id: `${r.id}`,
      account: r.username,
      placedAt: r.placed_at.toISOString(),
      product: r.product,
      gameCode: r.game_code,
      gameName: nameOf(r.product, r.game_code),
      drawNumber: r.draw_id === null ? '' : (draws.get(r.draw_id) ?? ''),
      betType: r.bet_type,
      key: r.bet_key,
      stake: formatMinor(r.stake, exponent),
      status: r.status,
      payout: r.payout === null ? null : formatMinor(r.payout, exponent),
      profit: decided(r.status) && r.payout !== null ? formatMinor(r.payout - r.stake, exponent) : null,
      settledAt: r.settled_at ? r.settled_at.toISOString() : null,
    })),
  };
}
