import type { TBonusReport } from '@gemilang/contract';
import type { OperatorActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { bonusSumsByOffer } from '../promotions';
import { bonusCashByDay } from '../wallet';
import { localized } from './localized';
import { reportPeriod } from './report-period';

/**
 * GET /admin/api/reports/bonuses (ADR 067): per offer (a loyalty program's included), the grants issued in the brand
 * days asked and the bonus that converted to cash or went back in them, read from the grants' history; beside them
 * the points converted to cash, read from the ledger. The cost is what became cash: converted plus points' cash, as
 * the dashboard's bonus cost counts it.
 */
export async function bonusReport(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: OperatorActor,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<TBonusReport> {
  const { db } = deps;
  const { merchant } = actor;
  const period = await reportPeriod(db, merchant.timeZone, { from: query.from, to: query.to }, deps.now());
  const [offers, cash] = await Promise.all([
    bonusSumsByOffer(db, merchant.id, period),
    bonusCashByDay(db, merchant.id, period, merchant.timeZone),
  ]);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const pointsCash = cash.filter((c) => c.kind === 'points_cash').reduce((s, c) => s + c.amount, 0n);
  const totals = { grants: 0, granted: 0n, converted: 0n, forfeited: 0n };
  const rows = offers.map((o) => {
    const [granted, converted, forfeited] = [BigInt(o.granted), BigInt(o.converted), BigInt(o.forfeited)];
    totals.grants += Number(o.grants);
    totals.granted += granted;
    totals.converted += converted;
    totals.forfeited += forfeited;
    return {
      code: o.code,
      title: localized(o.title, actor.language) || o.code,
      program: o.program,
      grants: Number(o.grants),
      granted: money(granted),
      converted: money(converted),
      forfeited: money(forfeited),
    };
  });
  return {
    currency: merchant.currency,
    from: period.fromDay,
    to: period.toDay,
    rows,
    pointsCash: money(pointsCash),
    totals: {
      grants: totals.grants,
      granted: money(totals.granted),
      converted: money(totals.converted),
      forfeited: money(totals.forfeited),
      cost: money(totals.converted + pointsCash),
    },
  };
}
