import type { TRebatePeriod, TRebateSchedule, TRebateScheduleInput } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { amountFromInput } from '../../../platform/money';
import { rebateSchedule } from './rebates-admin';

/**
 * PUT /admin/api/rebates/schedules/:period (ADR 060): a period's rebate on or off, its cap and every rate at once
 * (a level and product left out, or at 0, pays nothing), audited with before and after. Turning a schedule on
 * (first save, or after it was off) starts it now: the job never pays for periods that ended before, so saving
 * rates does not pay last week's rebates. Rates apply to the periods computed from then on.
 */
export async function saveRebateSchedule(
  deps: Deps,
  actor: OperatorActor,
  period: TRebatePeriod,
  input: TRebateScheduleInput,
): Promise<TRebateSchedule> {
  const { merchant } = actor;
  const exponent = merchant.currencyExponent;
  const cap = input.cap === null ? null : amountFromInput(input.cap, exponent, 'cap');
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const before = await rebateSchedule(trx, merchant.id, exponent, period);
    const starts = !before.enabled && input.enabled;
    await trx
      .insertInto('rebate_schedules')
      .values({
        merchant_id: merchant.id,
        period,
        enabled: input.enabled,
        cap,
        since: now,
        updated_by: actor.operator.id,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'period']).doUpdateSet({
          enabled: input.enabled,
          cap,
          updated_by: actor.operator.id,
          updated_at: now,
          ...(starts ? { since: now } : {}),
        }),
      )
      .execute();
    await trx.deleteFrom('rebate_rates').where('merchant_id', '=', merchant.id).where('period', '=', period).execute();
    const rates = input.rates.filter((r) => r.rateBp > 0);
    if (rates.length > 0) {
      await trx
        .insertInto('rebate_rates')
        .values(
          rates.map((r) => ({
            merchant_id: merchant.id,
            period,
            vip_level: r.level,
            product: r.product,
            rate_bp: r.rateBp,
          })),
        )
        .execute();
    }
    const after = await rebateSchedule(trx, merchant.id, exponent, period);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'loyalty.rebate_update',
      targetType: 'rebate_schedule',
      targetId: period,
      detail: { before, after },
    });
    return after;
  });
}
