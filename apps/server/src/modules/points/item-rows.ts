import type { TPointStockPeriod } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { LocalizedJson, PointItemType, PointStockMode } from '../../db/schema';
import { todayIn } from '../wallet';
import { periodStart } from './period-start';

/** An item of the catalogue with what its redemptions took (ADR 064). */
export interface ItemRow {
  id: bigint;
  type: PointItemType;
  name: LocalizedJson;
  description: LocalizedJson;
  image_url: string;
  points: bigint;
  amount: bigint;
  stock_mode: PointStockMode;
  stock: number | null;
  period: TPointStockPeriod | null;
  per_member_limit: number | null;
  bonus_amount: bigint | null;
  turnover_multiple: number | null;
  active: boolean;
  sort: number;
  version: number;
  updated_at: Date;
  /** Redemptions applying and approved, and units redeemed in all (not rejected). */
  applying: number;
  approved: number;
  redeemed: number;
  /** This period's units taken, for a per-period stock (0 otherwise). */
  taken: number;
  /** The units the member asking has redeemed (not rejected); 0 when no member asks. */
  mine: number;
}

/** The first day of the current day, week and month of the brand: where each per-period stock counts now. */
export function currentPeriodStarts(timeZone: string, now: Date): Record<TPointStockPeriod, string> {
  const today = todayIn(timeZone, now);
  return { day: periodStart('day', today), week: periodStart('week', today), month: periodStart('month', today) };
}

/** What is left of an item now: the total stock, this period's stock less what it took, or null (unlimited). */
export function leftOf(row: Pick<ItemRow, 'stock_mode' | 'stock' | 'taken'>): number | null {
  if (row.stock_mode === 'unlimited' || row.stock === null) return null;
  if (row.stock_mode === 'total') return row.stock;
  return Math.max(0, row.stock - row.taken);
}

/**
 * The brand's items with their redemption counts and this period's stock taken, in the catalogue's order (sort,
 * then id), in one statement: all of them, the active ones, or some by id; `memberId` adds what that member has
 * redeemed of each.
 */
export async function itemRows(
  db: Db,
  merchant: { id: number; timeZone: string },
  now: Date,
  filter: { activeOnly?: boolean; ids?: readonly bigint[]; type?: PointItemType; memberId?: bigint } = {},
): Promise<ItemRow[]> {
  const starts = currentPeriodStarts(merchant.timeZone, now);
  const conditions = [sql`i.merchant_id = ${merchant.id}`];
  if (filter.activeOnly) conditions.push(sql`i.active`);
  if (filter.type) conditions.push(sql`i.type = ${filter.type}`);
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    conditions.push(sql`i.id in (${sql.join([...filter.ids])})`);
  }
  const memberId = filter.memberId ?? null;
  const { rows } = await sql<ItemRow>`
    select i.id, i.type, i.name, i.description, i.image_url, i.points, i.amount, i.stock_mode, i.stock, i.period,
           i.per_member_limit, i.bonus_amount, i.turnover_multiple, i.active, i.sort, i.version, i.updated_at,
           coalesce(c.applying, 0)::int as applying, coalesce(c.approved, 0)::int as approved,
           coalesce(c.redeemed, 0)::int as redeemed, coalesce(c.mine, 0)::int as mine,
           coalesce(pp.taken, 0)::int as taken
      from point_items i
      left join (select item_id,
                        count(*) filter (where status = 'applying') as applying,
                        count(*) filter (where status = 'approved') as approved,
                        sum(quantity) filter (where status <> 'rejected') as redeemed,
                        sum(quantity) filter (where status <> 'rejected' and member_id = ${memberId}) as mine
                   from point_redemptions where merchant_id = ${merchant.id}
                  group by item_id) c on c.item_id = i.id
      left join point_item_periods pp
             on pp.item_id = i.id
            and pp.period_start = (case i.period when 'day' then ${starts.day} when 'week' then ${starts.week}
                                                 when 'month' then ${starts.month} end)::date
     where ${sql.join(conditions, sql` and `)}
     order by i.sort, i.id`.execute(db);
  return rows.map((r) => ({
    ...r,
    points: BigInt(r.points),
    amount: BigInt(r.amount),
    bonus_amount: r.bonus_amount === null ? null : BigInt(r.bonus_amount),
  }));
}
