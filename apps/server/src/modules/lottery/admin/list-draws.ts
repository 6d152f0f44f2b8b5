import type { TAdminDrawPage, ZAdminDrawQuery } from '@gemilang/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OperatorActor } from '../../../platform/actor';
import type { Deps } from '../../../platform/context';
import { type AdminDrawRow, adminDrawColumns, adminDrawStats, adminDrawView } from './admin-draw-view';

/**
 * GET /admin/api/lottery/draws: the brand's draw calendar, the latest draw time first, filtered by game, day
 * (of the draw time, in the brand's zone) and status. One statement for the page and one for the count; the
 * page's draws count their bets through the bets table's draw index (ADR 027).
 */
export async function listDraws(
  deps: Deps,
  actor: OperatorActor,
  query: z.output<typeof ZAdminDrawQuery>,
): Promise<TAdminDrawPage> {
  const { db } = deps;
  const merchant = actor.merchant;
  const zone = merchant.timeZone;
  const filters = [sql`d.merchant_id = ${merchant.id}`];
  if (query.gameCode) filters.push(sql`g.code = ${query.gameCode}`);
  if (query.status) filters.push(sql`d.status = ${query.status}`);
  if (query.day) {
    // Midnight of the day and of the next in the brand's zone, as instants.
    filters.push(sql`d.draw_at >= (${query.day}::date)::timestamp at time zone ${zone}`);
    filters.push(sql`d.draw_at < (${query.day}::date + 1)::timestamp at time zone ${zone}`);
  }
  const where = sql.join(filters, sql` and `);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, count] = await Promise.all([
    sql<AdminDrawRow>`
      select ${adminDrawColumns}
        from (select d.* from lottery_draws d join lottery_games g on g.id = d.game_id
               where ${where} order by d.draw_at desc, d.id desc limit ${query.pageSize} offset ${offset}) d
        join lottery_games g on g.id = d.game_id
        ${adminDrawStats}
       order by d.draw_at desc, d.id desc`.execute(db),
    sql<{ n: number }>`
      select count(*)::int as n from lottery_draws d join lottery_games g on g.id = d.game_id where ${where}`.execute(
      db,
    ),
  ]);
  return {
    items: rows.rows.map((r) => adminDrawView(r, actor.language, merchant.currencyExponent, deps.config)),
    total: count.rows[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    currency: merchant.currency,
  };
}
