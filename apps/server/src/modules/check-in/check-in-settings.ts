import type { TCheckInSettings, TCheckInSettingsInput } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { amountFromInput, formatMinor } from '../../platform/money';
import { type CheckInTable, checkInTable } from './check-in-table';

function view(table: CheckInTable, merchant: { currency: string; currencyExponent: number }): TCheckInSettings {
  return {
    enabled: table.saved && table.enabled,
    dayRewards: table.dayRewards.map((amount) => formatMinor(amount, merchant.currencyExponent)),
    afterLast: table.afterLast,
    saved: table.saved,
    currency: merchant.currency,
  };
}

/** GET /admin/api/loyalty/check-in: the brand's table, or a suggested one when none is saved yet. */
export async function checkInSettings(deps: Deps, actor: OperatorActor): Promise<TCheckInSettings> {
  const { merchant } = actor;
  return view(await checkInTable(deps.db, merchant.id, merchant.currencyExponent), merchant);
}

/**
 * PUT /admin/api/loyalty/check-in: saves the table, audited with what it was. Every day's amount is checked
 * (each a positive amount in the brand's currency) before anything is written; check-ins already made keep
 * what they paid, and a streak goes on on the new table.
 */
export async function saveCheckInSettings(
  deps: Deps,
  actor: OperatorActor,
  input: TCheckInSettingsInput,
): Promise<TCheckInSettings> {
  const { merchant } = actor;
  const dayRewards = input.dayRewards.map((amount, i) =>
    amountFromInput(amount, merchant.currencyExponent, `dayRewards.${i}`),
  );
  await deps.db.transaction().execute(async (trx) => {
    const before = await checkInTable(trx, merchant.id, merchant.currencyExponent);
    const values = {
      enabled: input.enabled,
      day_rewards: JSON.stringify(dayRewards.map(String)),
      after_last: input.afterLast,
      updated_by: actor.operator.id,
      updated_at: deps.now(),
    };
    await trx
      .insertInto('check_in_settings')
      .values({ merchant_id: merchant.id, ...values })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'loyalty.check_in_update',
      targetType: 'merchant',
      targetId: `${merchant.id}`,
      detail: {
        before: before.saved ? view(before, merchant) : null,
        after: { enabled: input.enabled, dayRewards: input.dayRewards, afterLast: input.afterLast },
      },
    });
  });
  return checkInSettings(deps, actor);
}
