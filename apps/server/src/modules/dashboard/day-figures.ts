import type { TRevenueProduct } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { TRIAL_TYPE } from '../../platform/auth';
import type { MerchantContext } from '../../platform/context';
import { betPlacers } from '../bets';
import { creditedDepositDays, firstDepositDays } from '../deposits';
import { memberAccounts } from '../member';
import { asRevenueProduct, type ReportPeriod, revenueRows } from '../reports';
import { bonusCashByDay } from '../wallet';
import { paymentDays } from '../withdrawals';

export interface ProductSums {
  bets: number;
  stake: bigint;
  payout: bigint;
}

export interface DayFigures {
  depositCount: number;
  deposits: bigint;
  withdrawals: bigint;
  products: Map<TRevenueProduct, ProductSums>;
  bonusCost: bigint;
  activePlayers: number;
  newPlayers: number;
  firstDepositors: number;
}

export const emptyDay = (): DayFigures => ({
  depositCount: 0,
  deposits: 0n,
  withdrawals: 0n,
  products: new Map(),
  bonusCost: 0n,
  activePlayers: 0,
  newPlayers: 0,
  firstDepositors: 0,
});

/**
 * The dashboard's figures of each brand day of a period (ADR 067), every owner's rows read through its module, one
 * set-based statement each, grouped by the day in the brand's zone:
 * - deposits: credited (count and sum) by the day credited; withdrawals: payments made, by the day paid;
 * - gaming revenue per product: stakes and payouts of real-money bets settled that day (reports' revenueRows);
 * - bonus cost: bonuses and points converted to cash that day (the ledger's postings to member wallets);
 * - active players: members who placed a real-money bet that day; new players: accounts registered that day (trial
 *   accounts are no players); first-time depositors: members whose first credited deposit ever was that day.
 * Also how many distinct members placed a bet over the whole period: active players of a range are not the sum
 * of its days'.
 */
export async function dayFigures(
  db: Db,
  merchant: MerchantContext,
  period: ReportPeriod,
): Promise<{ days: Map<string, DayFigures>; activeInPeriod: number }> {
  const id = merchant.id;
  const zone = merchant.timeZone;
  const [revenue, deposits, payments, bonus, active, activeAll, joined, firsts] = await Promise.all([
    sql<{ day: string; product: string; bets: number; stake: bigint; payout: bigint }>`
      select r.day, r.product, sum(r.bets)::int as bets, sum(r.stake)::bigint as stake, sum(r.payout)::bigint as payout
        from (${revenueRows(id, period, zone)}) r group by 1, 2`.execute(db),
    sql<{ day: string; count: number; amount: bigint }>`
      select d.day, count(*)::int as count, sum(d.amount)::bigint as amount
        from (${creditedDepositDays(id, period, zone)}) d group by 1`.execute(db),
    sql<{ day: string; amount: bigint }>`
      select p.day, sum(p.amount)::bigint as amount from (${paymentDays(id, period, zone)}) p group by 1`.execute(db),
    bonusCashByDay(db, id, period, zone),
    sql<{ day: string; n: number }>`
      select a.day, count(*)::int as n from (${betPlacers(id, period, zone)}) a group by 1`.execute(db),
    sql<{ n: number }>`
      select count(distinct a.member_id)::int as n from (${betPlacers(id, period, zone)}) a`.execute(db),
    sql<{ day: string; n: number }>`
      select to_char(m.created_at at time zone ${zone}, 'YYYY-MM-DD') as day, count(*)::int as n
        from ${memberAccounts(db, id)} m
       where m.created_at >= ${period.from} and m.created_at < ${period.to} and m.type <> ${TRIAL_TYPE}
       group by 1`.execute(db),
    sql<{ day: string; n: number }>`
      select f.day, count(*)::int as n from (${firstDepositDays(id, period, zone)}) f group by 1`.execute(db),
  ]);
  const days = new Map<string, DayFigures>();
  const at = (day: string) => {
    let found = days.get(day);
    if (!found) {
      found = emptyDay();
      days.set(day, found);
    }
    return found;
  };
  for (const r of revenue.rows) {
    const sums = at(r.day).products;
    const product = asRevenueProduct(r.product);
    const before = sums.get(product) ?? { bets: 0, stake: 0n, payout: 0n };
    sums.set(product, {
      bets: before.bets + Number(r.bets),
      stake: before.stake + BigInt(r.stake),
      payout: before.payout + BigInt(r.payout),
    });
  }
  for (const r of deposits.rows) {
    const d = at(r.day);
    d.depositCount += Number(r.count);
    d.deposits += BigInt(r.amount);
  }
  for (const r of payments.rows) at(r.day).withdrawals += BigInt(r.amount);
  for (const r of bonus) at(r.day).bonusCost += r.amount;
  for (const r of active.rows) at(r.day).activePlayers = Number(r.n);
  for (const r of joined.rows) at(r.day).newPlayers = Number(r.n);
  for (const r of firsts.rows) at(r.day).firstDepositors = Number(r.n);
  return { days, activeInPeriod: Number(activeAll.rows[0]?.n ?? 0) };
}

/** How many distinct members placed a real-money bet in a period: a range's active players. */
export async function activePlayersIn(db: Db, merchant: MerchantContext, period: ReportPeriod): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(distinct a.member_id)::int as n
      from (${betPlacers(merchant.id, period, merchant.timeZone)}) a`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
