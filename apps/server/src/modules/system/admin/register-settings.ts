import {
  type RegisterField,
  registerFields,
  type TAdminRegisterRule,
  type TAdminRegisterSettings,
  type TAdminRegisterSettingsInput,
} from '@gemilang/contract';
import type { Db } from '../../../db/connection';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { audit } from '../../../platform/audit';
import { brandMinAge, setBrandMinAge } from '../../../platform/brand-settings';
import type { Deps } from '../../../platform/context';
import { forgetMerchants } from '../../../platform/merchant';

async function readSettings(db: Db, merchantId: number): Promise<TAdminRegisterSettings> {
  const [rows, minAge] = await Promise.all([
    db.selectFrom('register_settings').selectAll().where('merchant_id', '=', merchantId).execute(),
    brandMinAge(db, merchantId),
  ]);
  const byField = new Map(rows.map((r) => [r.field, r]));
  const fields: TAdminRegisterRule[] = [];
  for (const field of registerFields) {
    const r = byField.get(field);
    if (!r) continue;
    fields.push({
      field,
      enabled: r.enabled,
      required: r.required,
      minLength: r.min_length,
      maxLength: r.max_length,
      acceptedPattern: r.accepted_pattern,
      patternId: r.pattern_id,
    });
  }
  return { fields, minAge };
}

export function registerSettings(deps: Deps, actor: OperatorActor): Promise<TAdminRegisterSettings> {
  return readSettings(deps.db, actor.merchant.id);
}

type Change = { field: RegisterField; before: Partial<TAdminRegisterRule> | null; after: TAdminRegisterRule };

/**
 * Saves the listed field rules (the contract has checked bounds, min <= max and the operator's regular
 * expression) and the age gate. The audit row keeps only what changed, before and after.
 */
export async function updateRegisterSettings(
  deps: Deps,
  actor: OperatorActor,
  input: TAdminRegisterSettingsInput,
): Promise<TAdminRegisterSettings> {
  const { db } = deps;
  const merchantId = actor.merchant.id;
  await db.transaction().execute(async (trx) => {
    const before = await readSettings(trx, merchantId);
    const changes: Change[] = [];
    for (const rule of input.fields) {
      // '' and '*' both mean "no extra rule"; store '*', the form the register settings call has always used.
      const after = { ...rule, acceptedPattern: rule.acceptedPattern.trim() || '*' };
      const old = before.fields.find((f) => f.field === rule.field) ?? null;
      const differs = !old || (Object.keys(after) as (keyof TAdminRegisterRule)[]).some((k) => old[k] !== after[k]);
      if (!differs) continue;
      changes.push({ field: rule.field, before: old, after });
      await trx
        .insertInto('register_settings')
        .values({
          merchant_id: merchantId,
          field: rule.field,
          enabled: after.enabled,
          required: after.required,
          min_length: after.minLength,
          max_length: after.maxLength,
          accepted_pattern: after.acceptedPattern,
          pattern_id: after.patternId,
        })
        .onConflict((oc) =>
          oc.columns(['merchant_id', 'field']).doUpdateSet({
            enabled: after.enabled,
            required: after.required,
            min_length: after.minLength,
            max_length: after.maxLength,
            accepted_pattern: after.acceptedPattern,
            pattern_id: after.patternId,
          }),
        )
        .execute();
    }
    if (input.minAge !== before.minAge) {
      await setBrandMinAge(trx, merchantId, input.minAge);
    }
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'register_settings.update',
      targetType: 'merchant',
      targetId: String(merchantId),
      detail: {
        changes,
        ...(input.minAge !== before.minAge ? { minAge: { before: before.minAge, after: input.minAge } } : {}),
      },
    });
  });
  // The age gate lives on the cached merchant.
  forgetMerchants(db);
  return readSettings(db, merchantId);
}
