import type { StoredContractTier } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { allBrands } from '../../platform/merchant';
import { dividendGraceHours } from './dividend-grace';
import { completedDividendPeriods, type DividendPeriod } from './dividend-periods';
import { teamResult } from './team-result';
import { tierReached } from './team-sales';

const periods: DividendPeriod[] = ['daily', 'weekly', 'semimonthly', 'monthly'];

/**
 * Step one for dividends (ADR 038), as for wages (ADR 037): for every brand and dividend period, each dividend
 * contract in force at the end of a completed period (signed before it ended, not ended before it ended) gets
 * one payout row. Its base is the downline's team loss (valid bets less what they paid back, settled in the
 * period); the tier is the highest whose valid bets, team loss and active members the period reached; the
 * amount is the loss × the tier's rate, floored to the minor unit, and nothing when the team did not lose.
 * `due_at` is the period's end plus the brand's grace: the upline's wallet pays it until then, the system by
 * force after. Unique per contract and period: racing processes and reruns record it once. Moves no money.
 */
export async function recordDividends(deps: Deps, now: Date): Promise<number> {
  const { db } = deps;
  const brands = await allBrands(db);
  let recorded = 0;
  for (const brand of brands) {
    const graceMs = dividendGraceHours(brand.settings) * 3_600_000;
    for (const period of periods) {
      for (const span of await completedDividendPeriods(db, period, brand.time_zone, now)) {
        const contracts = await db
          .selectFrom('agent_contracts as c')
          .leftJoin('contract_payouts as p', (join) =>
            join.onRef('p.contract_id', '=', 'c.id').on('p.period_start', '=', span.start),
          )
          .select(['c.id', 'c.downline_id', 'c.tiers'])
          .where('c.merchant_id', '=', brand.id)
          .where('c.kind', '=', 'dividend')
          .where('c.period', '=', period)
          .where('c.decided_at', '<', span.end)
          .where((eb) =>
            eb.or([
              eb('c.status', '=', 'signed'),
              eb.and([
                eb('c.status', 'in', ['terminated', 'superseded', 'cancelled']),
                eb('c.ended_at', '>=', span.end),
              ]),
            ]),
          )
          .where('p.id', 'is', null)
          .execute();
        for (const contract of contracts) {
          const result = await teamResult(db, brand.id, contract.downline_id, span);
          const tiers = contract.tiers as StoredContractTier[];
          const tier = tierReached(tiers, { sales: result.validBet, active: result.active, teamLoss: result.loss });
          const rate = tier === null ? 0 : (tiers[tier]?.rate ?? 0);
          const amount = result.loss > 0n ? (result.loss * BigInt(rate)) / 10_000n : 0n;
          const inserted = await db
            .insertInto('contract_payouts')
            .values({
              merchant_id: brand.id,
              contract_id: contract.id,
              period_start: span.start,
              period_end: span.end,
              base: result.loss,
              valid_bet: result.validBet,
              active: result.active,
              tier,
              rate,
              amount,
              status: amount > 0n ? 'unpaid' : 'nothing',
              due_at: new Date(span.end.getTime() + graceMs),
            })
            .onConflict((oc) => oc.columns(['contract_id', 'period_start']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (inserted) recorded += 1;
        }
      }
    }
  }
  return recorded;
}
