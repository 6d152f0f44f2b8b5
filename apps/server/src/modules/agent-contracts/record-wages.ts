import type { StoredContractTier } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { allBrands } from '../../platform/merchant';
import { teamSales, tierReached } from './team-sales';
import { completedPeriods, type WageKind } from './wage-periods';

const wageKinds: WageKind[] = ['daily_wage', 'hourly_wage', 'realtime_wage'];

/**
 * Step one of paying wages (ADR 037): for every brand, every wage contract in force at the end of each
 * completed period (signed before it ended, not ended before it ended) gets one payout row: the downline's
 * team sales and active members, the tier reached, its rate and the amount (sales × rate, floored to the
 * minor unit). A row is unique per contract and period, so racing processes and reruns record it once;
 * recording moves no money (payOwedWages does). Takes plain inputs: the job calls it with the clock's time.
 */
export async function recordWages(deps: Deps, now: Date): Promise<number> {
  const { db } = deps;
  const brands = await allBrands(db);
  let recorded = 0;
  for (const brand of brands) {
    for (const kind of wageKinds) {
      const periods = await completedPeriods(db, kind, brand.time_zone, now);
      for (const period of periods) {
        const contracts = await db
          .selectFrom('agent_contracts as c')
          .leftJoin('contract_payouts as p', (join) =>
            join.onRef('p.contract_id', '=', 'c.id').on('p.period_start', '=', period.start),
          )
          .select(['c.id', 'c.downline_id', 'c.tiers'])
          .where('c.merchant_id', '=', brand.id)
          .where('c.kind', '=', kind)
          .where('c.decided_at', '<', period.end)
          .where((eb) =>
            eb.or([
              eb('c.status', '=', 'signed'),
              eb.and([
                eb('c.status', 'in', ['terminated', 'superseded', 'cancelled']),
                eb('c.ended_at', '>=', period.end),
              ]),
            ]),
          )
          .where('p.id', 'is', null)
          .execute();
        for (const contract of contracts) {
          const reached = await teamSales(db, brand.id, contract.downline_id, period);
          const tiers = contract.tiers as StoredContractTier[];
          const tier = tierReached(tiers, reached);
          const rate = tier === null ? 0 : (tiers[tier]?.rate ?? 0);
          const amount = (reached.sales * BigInt(rate)) / 10_000n;
          const inserted = await db
            .insertInto('contract_payouts')
            .values({
              merchant_id: brand.id,
              contract_id: contract.id,
              period_start: period.start,
              period_end: period.end,
              base: reached.sales,
              active: reached.active,
              tier,
              rate,
              amount,
              status: amount > 0n ? 'unpaid' : 'nothing',
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
