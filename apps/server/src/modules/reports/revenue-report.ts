import type { TRevenueGrouping, TRevenueReport, TRevenueRow } from '@gemilang/contract';
import { sql } from 'kysely';
import type { OperatorActor } from '../../platform/actor';
import { AGENT_TYPES } from '../../platform/auth';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { gameNames } from '../games';
import { memberAccounts } from '../member';
import { treeRoots } from '../team';
import { localized } from './localized';
import { reportPeriod } from './report-period';
import { asRevenueProduct, revenueRows } from './revenue-rows';

interface Sums {
  key: string;
  product: string | null;
  bets: number;
  players: number;
  stake: bigint;
  payout: bigint;
}

/**
 * GET /admin/api/reports/revenue (ADR 067): gaming revenue of the real-money bets settled in the brand days asked,
 * grouped by product, game, top-level agent's team ('' for members of no agent) or day, with the totals (players
 * counted once over the range). Days in order; other groupings the largest revenue first.
 */
export async function revenueReport(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: OperatorActor,
  query: { from?: string | undefined; to?: string | undefined; by?: TRevenueGrouping | undefined },
): Promise<TRevenueReport> {
  const { db } = deps;
  const { merchant } = actor;
  const by: TRevenueGrouping = query.by ?? 'product';
  const period = await reportPeriod(db, merchant.timeZone, { from: query.from, to: query.to }, deps.now());
  const rows = sql`(${revenueRows(merchant.id, period, merchant.timeZone)})`;
  const agents = sql.join(AGENT_TYPES.map((t) => sql`${t}`));
  const grouped =
    by === 'team'
      ? sql<Sums>`
          select case when a.type in (${agents}) then a.username else '' end as key, null as product,
                 sum(r.bets)::int as bets, count(distinct r.member_id)::int as players,
                 sum(r.stake)::bigint as stake, sum(r.payout)::bigint as payout
            from ${rows} r
            left join (${treeRoots(merchant.id)}) t on t.member_id = r.member_id
            left join ${memberAccounts(db, merchant.id)} a on a.id = t.root_id
           group by 1`
      : sql<Sums>`
          select ${by === 'game' ? sql`r.game_code` : by === 'day' ? sql`r.day` : sql`r.product`} as key,
                 ${by === 'game' ? sql`min(r.product)` : sql`null`} as product,
                 sum(r.bets)::int as bets, count(distinct r.member_id)::int as players,
                 sum(r.stake)::bigint as stake, sum(r.payout)::bigint as payout
            from ${rows} r
           group by 1`;
  const [groups, totals, names] = await Promise.all([
    grouped.execute(db),
    sql<Omit<Sums, 'key' | 'product'>>`
      select coalesce(sum(r.bets), 0)::int as bets, count(distinct r.member_id)::int as players,
             coalesce(sum(r.stake), 0)::bigint as stake, coalesce(sum(r.payout), 0)::bigint as payout
        from ${rows} r`.execute(db),
    by === 'game' ? gameNames(db, merchant.id) : undefined,
  ]);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const figuresOf = (s: Omit<Sums, 'key' | 'product'>) => {
    const stake = BigInt(s.stake);
    const payout = BigInt(s.payout);
    return {
      bets: Number(s.bets),
      players: Number(s.players),
      stake: money(stake),
      payout: money(payout),
      ggr: money(stake - payout),
    };
  };
  const list = groups.rows.map((g) => {
    const minorGgr = BigInt(g.stake) - BigInt(g.payout);
    const figures = figuresOf(g);
    const key = by === 'product' ? asRevenueProduct(String(g.key)) : String(g.key ?? '');
    const row: TRevenueRow = {
      key,
      label: names ? localized(names.get(key), actor.language) || key : key,
      ...figures,
      ...(by === 'game' && g.product !== null ? { product: asRevenueProduct(g.product) } : {}),
    };
    return { row, minorGgr };
  });
  list.sort((a, b) =>
    by === 'day'
      ? a.row.key.localeCompare(b.row.key)
      : a.minorGgr === b.minorGgr
        ? a.row.key.localeCompare(b.row.key)
        : a.minorGgr > b.minorGgr
          ? -1
          : 1,
  );
  return {
    currency: merchant.currency,
    from: period.fromDay,
    to: period.toDay,
    by,
    rows: list.map((l) => l.row),
    totals: figuresOf(totals.rows[0] ?? { bets: 0, players: 0, stake: 0n, payout: 0n }),
  };
}
