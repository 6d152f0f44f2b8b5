import { pointProducts, type TPointSettings, type TPointSettingsInput } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Deps, MerchantContext } from '../../platform/context';
import { amountFromInput } from '../../platform/money';
import { type PointSettings, pointSettingsOf } from './point-settings';
import { pointsFromInput } from './points-format';
import { settingsWire } from './settings-wire';

/**
 * What a brand that never saved its settings is offered (ADR 064): every product earns a point per 10 of the
 * currency of valid bets, the common rate of the sites we replace; deposits earn none and nothing converts to cash
 * until the brand says at what rate. Shown as a suggestion (saved: false); the mall stays closed until saved.
 */
function suggestion(merchant: MerchantContext): PointSettings {
  const unit = 10n * 10n ** BigInt(merchant.currencyExponent);
  return {
    saved: false,
    enabled: false,
    rates: new Map(pointProducts.map((product) => [product, { unit, ratio: 100n }])),
    deposit: null,
    conversion: null,
    notes: { ms: '', en: '', zh: '' },
  };
}

function view(settings: PointSettings, merchant: MerchantContext): TPointSettings {
  return {
    saved: settings.saved,
    enabled: settings.saved && settings.enabled,
    ...settingsWire(settings, merchant.currencyExponent),
    notes: settings.notes,
    currency: merchant.currency,
  };
}

/** GET /admin/api/points/settings: the brand's settings, or the suggestion above when it never saved any. */
export async function pointSettingsForStaff(deps: Deps, actor: OperatorActor): Promise<TPointSettings> {
  const { merchant } = actor;
  const settings = await pointSettingsOf(deps.db, merchant.id);
  return view(settings.saved ? settings : suggestion(merchant), merchant);
}

/**
 * PUT /admin/api/points/settings: saves the ratios, points for deposits and conversion, audited with what they were.
 * Every amount is checked before anything is written (money as money, points as points, each naming its field);
 * points already earned stay as they are, and bets settled from now on earn at the new ratios.
 */
export async function savePointSettings(
  deps: Deps,
  actor: OperatorActor,
  input: TPointSettingsInput,
): Promise<TPointSettings> {
  const { merchant } = actor;
  const exponent = merchant.currencyExponent;
  const rates = Object.fromEntries(
    input.rates.map((r, i) => [
      r.product,
      {
        unit: `${amountFromInput(r.bettingUnit, exponent, `rates.${i}.bettingUnit`)}`,
        ratio: `${pointsFromInput(r.pointsRatio, `rates.${i}.pointsRatio`)}`,
      },
    ]),
  );
  const deposit = input.deposit
    ? {
        unit: amountFromInput(input.deposit.bettingUnit, exponent, 'deposit.bettingUnit'),
        ratio: pointsFromInput(input.deposit.pointsRatio, 'deposit.pointsRatio'),
      }
    : null;
  const conversion = input.conversion
    ? {
        points: pointsFromInput(input.conversion.points, 'conversion.points'),
        amount: amountFromInput(input.conversion.amount, exponent, 'conversion.amount'),
        minPoints: pointsFromInput(input.conversion.minPoints, 'conversion.minPoints'),
      }
    : null;
  const values = {
    enabled: input.enabled,
    rates: JSON.stringify(rates),
    deposit_unit: deposit?.unit ?? null,
    deposit_ratio: deposit?.ratio ?? null,
    conversion_points: conversion?.points ?? null,
    conversion_amount: conversion?.amount ?? null,
    conversion_min_points: conversion?.minPoints ?? null,
    notes: JSON.stringify(input.notes),
    updated_by: actor.operator.id,
    updated_at: deps.now(),
  };
  await deps.db.transaction().execute(async (trx) => {
    const before = await pointSettingsOf(trx, merchant.id);
    await trx
      .insertInto('point_settings')
      .values({ merchant_id: merchant.id, ...values })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
      .execute();
    const after = await pointSettingsOf(trx, merchant.id);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'points.settings_update',
      targetType: 'merchant',
      targetId: `${merchant.id}`,
      detail: { before: before.saved ? view(before, merchant) : null, after: view(after, merchant) },
    });
  });
  return pointSettingsForStaff(deps, actor);
}
