import type { TAdminRoundPage, ZAdminRoundsQuery } from '@gemilang/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OperatorActor } from '../../../platform/actor';
import type { Deps } from '../../../platform/context';
import { type RoundRow, roundColumns, roundJoins, roundView } from './round-view';

/**
 * GET /admin/api/games/rounds: the brand's rounds, newest first, by member (exact username, any case: the
 * members index is on lower(username)), the vendor's round id, vendor and the days they opened on in the
 * brand's zone. Each filter narrows; none lists the newest rounds of the brand.
 */
export async function findRounds(
  deps: Deps,
  actor: OperatorActor,
  query: z.output<typeof ZAdminRoundsQuery>,
): Promise<TAdminRoundPage> {
  const { db } = deps;
  const merchant = actor.merchant;
  const zone = merchant.timeZone;
  const filters = [sql`r.merchant_id = ${merchant.id}`];
  if (query.username) filters.push(sql`lower(m.username) = lower(${query.username})`);
  if (query.roundId) filters.push(sql`r.round_id = ${query.roundId}`);
  if (query.vendor) filters.push(sql`v.code = ${query.vendor}`);
  // Midnight of the first day and of the day after the last, in the brand's zone, as instants.
  if (query.from) filters.push(sql`r.opened_at >= (${query.from}::date)::timestamp at time zone ${zone}`);
  if (query.to) filters.push(sql`r.opened_at < (${query.to}::date + 1)::timestamp at time zone ${zone}`);
  const where = sql.join(filters, sql` and `);
  const joins = roundJoins(db, merchant.id);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, count] = await Promise.all([
    sql<RoundRow>`
      select ${roundColumns} from game_rounds r ${joins}
       where ${where} order by r.opened_at desc, r.id desc limit ${query.pageSize} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from game_rounds r ${joins} where ${where}`.execute(db),
  ]);
  return {
    items: rows.rows.map((r) => roundView(r, actor.language, merchant.currencyExponent)),
    total: count.rows[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    currency: merchant.currency,
  };
}
