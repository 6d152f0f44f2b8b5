import {
  revenueProducts,
  type TDashboard,
  type TDashboardDay,
  type TDashboardFigures,
  type TReportRangeQuery,
} from '@gemilang/contract';
import type { OperatorActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { depositsAwaitingDecision } from '../deposits';
import { waitingFeedback } from '../feedback';
import { redemptionsApplying } from '../points';
import { applicationsPending } from '../promotions';
import { daysOf, reportPeriod } from '../reports';
import { chatsWaiting } from '../support-chat';
import { addDays, todayIn } from '../wallet';
import { withdrawalsAwaitingPayment } from '../withdrawals';
import { activePlayersIn, type DayFigures, dayFigures, emptyDay, type ProductSums } from './day-figures';

/** The charts' span: the last 30 brand days, today included. */
const CHART_DAYS = 30;
/** The range when none is asked: the last 7 brand days, today included. */
const DEFAULT_RANGE_DAYS = 7;

/**
 * GET /admin/api/dashboard (ADR 067). Order: today in the brand's zone and the range asked (the last 7 days by
 * default; reversed or wider than a year refused); then, at once, the figures of each day of the charts' 30 days,
 * of each day of the range unless the 30 days hold it, and the queues; then today is the last chart day and the
 * range the sum of its days (its active players counted once over the range).
 */
export async function dashboard(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: OperatorActor,
  query: TReportRangeQuery,
): Promise<TDashboard> {
  const { db } = deps;
  const { merchant } = actor;
  const now = deps.now();
  const today = todayIn(merchant.timeZone, now);
  const asked =
    query.from === undefined && query.to === undefined
      ? { from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), to: today }
      : { from: query.from as string | undefined, to: query.to as string | undefined };
  const [range, chart] = await Promise.all([
    reportPeriod(db, merchant.timeZone, asked, now),
    reportPeriod(db, merchant.timeZone, { from: addDays(today, -(CHART_DAYS - 1)), to: today }, now),
  ]);
  const rangeInChart = range.fromDay >= chart.fromDay && range.toDay <= chart.toDay;
  const [chartFigures, rangeFigures, rangeActiveInChart, queues] = await Promise.all([
    dayFigures(db, merchant, chart),
    rangeInChart ? undefined : dayFigures(db, merchant, range),
    // Within the chart days, the range needs one more read only: its distinct active players.
    rangeInChart ? activePlayersIn(db, merchant, range) : undefined,
    Promise.all([
      depositsAwaitingDecision(db, merchant.id),
      withdrawalsAwaitingPayment(db, merchant.id),
      applicationsPending(db, merchant.id),
      redemptionsApplying(db, merchant.id),
      chatsWaiting(db, merchant.id),
      waitingFeedback(deps, merchant.id),
    ]),
  ]);
  const rangeDays = rangeFigures?.days ?? chartFigures.days;
  const rangeActive = rangeFigures?.activeInPeriod ?? (rangeActiveInChart as number);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);

  const figures = (from: string, to: string, days: Map<string, DayFigures>, active?: number): TDashboardFigures => {
    const sum = emptyDay();
    for (const day of daysOf(from, to)) {
      const d = days.get(day);
      if (!d) continue;
      sum.depositCount += d.depositCount;
      sum.deposits += d.deposits;
      sum.withdrawals += d.withdrawals;
      sum.bonusCost += d.bonusCost;
      sum.activePlayers += d.activePlayers;
      sum.newPlayers += d.newPlayers;
      sum.firstDepositors += d.firstDepositors;
      for (const [product, s] of d.products) {
        const before: ProductSums = sum.products.get(product) ?? { bets: 0, stake: 0n, payout: 0n };
        sum.products.set(product, {
          bets: before.bets + s.bets,
          stake: before.stake + s.stake,
          payout: before.payout + s.payout,
        });
      }
    }
    const products = revenueProducts
      .filter((p) => sum.products.has(p))
      .map((product) => {
        const s = sum.products.get(product) as ProductSums;
        return {
          product,
          bets: s.bets,
          stake: money(s.stake),
          payout: money(s.payout),
          ggr: money(s.stake - s.payout),
        };
      });
    const ggr = [...sum.products.values()].reduce((s, p) => s + p.stake - p.payout, 0n);
    return {
      from,
      to,
      depositCount: sum.depositCount,
      deposits: money(sum.deposits),
      withdrawals: money(sum.withdrawals),
      netCash: money(sum.deposits - sum.withdrawals),
      ggr: money(ggr),
      products,
      bonusCost: money(sum.bonusCost),
      ngr: money(ggr - sum.bonusCost),
      activePlayers: active ?? sum.activePlayers,
      newPlayers: sum.newPlayers,
      firstDepositors: sum.firstDepositors,
    };
  };

  const days: TDashboardDay[] = daysOf(chart.fromDay, chart.toDay).map((day) => {
    const d = chartFigures.days.get(day) ?? emptyDay();
    const products = revenueProducts
      .filter((p) => d.products.has(p))
      .map((product) => {
        const s = d.products.get(product) as ProductSums;
        return { product, ggr: money(s.stake - s.payout) };
      });
    const ggr = [...d.products.values()].reduce((s, p) => s + p.stake - p.payout, 0n);
    return {
      day,
      deposits: money(d.deposits),
      withdrawals: money(d.withdrawals),
      ggr: money(ggr),
      products,
      activePlayers: d.activePlayers,
      newPlayers: d.newPlayers,
    };
  });

  const [deposits, withdrawals, applications, redemptions, chats, feedback] = queues;
  return {
    currency: merchant.currency,
    timeZone: merchant.timeZone,
    asOf: now.toISOString(),
    today: figures(today, today, chartFigures.days),
    range: figures(range.fromDay, range.toDay, rangeDays, rangeActive),
    queues: { deposits, withdrawals, applications, redemptions, chats, feedback },
    days,
  };
}
