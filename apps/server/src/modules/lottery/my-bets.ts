import type { TBetView, ZMyBetsQuery } from '@gemilang/contract';
import type { z } from 'zod';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { betColumns, betView, memberBetsQuery } from './bet-views';

/**
 * GET /lgw/bets: the member's bets of every product, newest first, filtered by status and game; scoped to
 * the member and the brand (the bets_member index serves it).
 */
export async function myBets(
  deps: Deps,
  actor: MemberActor,
  query: z.output<typeof ZMyBetsQuery>,
): Promise<{ items: TBetView[]; total: number; page: number; pageSize: number }> {
  const me = actor.member;
  const merchant = actor.merchant;
  let base = memberBetsQuery(deps.db, merchant.id, me.id);
  if (query.status) base = base.where('b.status', '=', query.status);
  if (query.gameCode) base = base.where('b.game_code', '=', query.gameCode);
  const [rows, count] = await Promise.all([
    base
      .select(betColumns)
      .orderBy('b.placed_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => betView(r, merchant.currencyExponent)),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}
