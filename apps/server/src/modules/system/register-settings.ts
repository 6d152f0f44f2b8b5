import { registerFields, type TRegisterFieldSetting, type TRegisterSettings } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { MerchantContext } from '../../platform/context';
import { defaultRegisterRules } from './merchant-defaults';
import { countriesOf } from './site-settings';

/**
 * The registration form as the brand configured it: one rule per field in the contract's order (a field
 * with no row is sent disabled, so the form never shows a field nobody set up), the age gate and the
 * dialling codes. `acceptedPattern` goes out as stored; `*` means anything.
 */
export async function registerSettings(db: Kysely<Database>, merchant: MerchantContext): Promise<TRegisterSettings> {
  const rows = await registerRuleRows(db, merchant.id);
  const byField = new Map(rows.map((r) => [r.field, r]));
  const fields = registerFields.map((field): TRegisterFieldSetting => {
    const row = byField.get(field);
    if (!row) {
      const d = defaultRegisterRules[field];
      return {
        field,
        enabled: false,
        required: false,
        minLength: d.min,
        maxLength: d.max,
        acceptedPattern: '*',
        patternId: d.patternId,
      };
    }
    return {
      field,
      enabled: row.enabled,
      required: row.required,
      minLength: row.min_length,
      maxLength: row.max_length,
      acceptedPattern: row.accepted_pattern,
      patternId: row.pattern_id,
    };
  });
  return { fields, minAge: merchant.minAge, ...countriesOf(merchant.settings), termsRequired: true };
}

/** The brand's per-field registration rows as stored (a field with no row has none). */
export function registerRuleRows(db: Db, merchantId: number) {
  return db
    .selectFrom('register_settings')
    .select(['field', 'enabled', 'required', 'min_length', 'max_length', 'accepted_pattern', 'pattern_id'])
    .where('merchant_id', '=', merchantId)
    .execute();
}
