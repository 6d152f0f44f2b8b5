import type { TDrawBets, ZDrawBetsQuery } from '@gemilang/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OperatorActor } from '../../../platform/actor';
import type { Deps } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { realBetsOfDraw } from '../../bets';
import { memberAccounts } from '../../member';
import { brandDraw } from './admin-draw-view';

/**
 * GET /admin/api/lottery/draws/:id/bets: the bets on one of the brand's draws, newest first, filtered by
 * status and bet type, with the whole draw's totals (cancelled bets left out of them: the member took them
 * back before the cut-off) and the filtered ones'. Every statement is on the draw's index of bets.
 */
export async function drawBets(
  deps: Deps,
  actor: OperatorActor,
  drawId: bigint,
  query: z.output<typeof ZDrawBetsQuery>,
): Promise<TDrawBets> {
  const { db } = deps;
  const merchant = actor.merchant;
  await brandDraw(db, merchant.id, drawId);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  // Real money's bets only: a trial account's play-money bets are no part of the draw's books (ADR 052).
  const ofDraw = realBetsOfDraw(db, merchant.id, drawId);
  let filtered = ofDraw;
  if (query.status) filtered = filtered.where('b.status', '=', query.status);
  if (query.betType) filtered = filtered.where('b.bet_type', '=', query.betType);
  const totalsOf = (q: typeof ofDraw) =>
    q
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<bigint>`coalesce(sum(b.stake), 0)::bigint`.as('stake'),
        sql<bigint>`coalesce(sum(b.payout), 0)::bigint`.as('payout'),
      ])
      .executeTakeFirstOrThrow();
  const [rows, whole, selected, betTypes] = await Promise.all([
    filtered
      .innerJoin(memberAccounts(db, merchant.id).as('m'), 'm.id', 'b.member_id')
      .select([
        'b.id',
        'b.member_id',
        'm.username',
        'b.bet_type',
        'b.bet_key',
        'b.stake',
        'b.potential_win',
        'b.status',
        'b.payout',
        'b.placed_at',
      ])
      .orderBy('b.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    totalsOf(ofDraw.where('b.status', '<>', 'cancelled')),
    totalsOf(filtered),
    ofDraw.select('b.bet_type').distinct().orderBy('b.bet_type').execute(),
  ]);
  const totals = (t: { count: number; stake: bigint; payout: bigint }) => ({
    count: t.count,
    stake: money(t.stake),
    payout: money(t.payout),
  });
  return {
    items: rows.map((r) => ({
      id: `${r.id}`,
      memberId: `${r.member_id}`,
      username: r.username,
      betType: r.bet_type,
      selection: r.bet_key,
      stake: money(r.stake),
      potentialWin: money(r.potential_win),
      status: r.status,
      payout: r.payout === null ? null : money(r.payout),
      placedAt: r.placed_at.toISOString(),
    })),
    total: selected.count,
    page: query.page,
    pageSize: query.pageSize,
    currency: merchant.currency,
    totals: totals(whole),
    filtered: totals(selected),
    betTypes: betTypes.map((r) => r.bet_type),
  };
}
