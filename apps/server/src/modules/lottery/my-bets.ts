import type { TBetView, ZMyBetsQuery } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { signedInMember } from '../../platform/auth';
import { betColumns, betView, memberBetsQuery } from './bet-views';

/**
 * GET /lgw/bets: the member's bets of every product, newest first, filtered by status and game; scoped to
 * the member and the brand (the bets_member index serves it).
 */
export async function myBets(
  request: FastifyRequest,
  query: z.output<typeof ZMyBetsQuery>,
): Promise<{ items: TBetView[]; total: number; page: number; pageSize: number }> {
  const me = signedInMember(request);
  const merchant = request.merchant;
  let base = memberBetsQuery(request.server.deps.db, merchant.id, me.id);
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
