import { featureModuleIds, registerFields } from '@gemilang/contract';
import type { Deps } from '../../platform/context';
import { seedGameCatalogue } from '../games';
import { seedLotteryGames } from '../lottery';
import { defaultCountries, defaultFeatureModules, defaultRegisterRules } from './merchant-defaults';

export interface NewMerchant {
  code: string;
  name: string;
  hosts: string[];
  currency?: string;
  currencyExponent?: number;
  timeZone?: string;
}

/**
 * Lays out a new brand with its domains, default feature modules, registration rules, lottery catalogue and
 * in-house game vendor with its games.
 * Used by the demo data and by tests that need a second brand (tenant isolation). A brand's own tables
 * (merchants, domains, feature modules, registration rules) belong to the system module, so it is made here;
 * the games and the lottery lay out their own catalogues through their exported functions.
 */
export async function createMerchant({ db, config }: Pick<Deps, 'db' | 'config'>, input: NewMerchant): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const merchant = await trx
      .insertInto('merchants')
      .values({
        code: input.code,
        name: input.name,
        currency: input.currency ?? 'MYR',
        currency_exponent: input.currencyExponent ?? 2,
        time_zone: input.timeZone ?? 'Asia/Kuala_Lumpur',
        settings: JSON.stringify({ countries: defaultCountries, defaultCountryCode: 'MY' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const merchantId = merchant.id;
    await trx
      .insertInto('domains')
      .values(input.hosts.map((host) => ({ host: host.toLowerCase(), merchant_id: merchantId })))
      .execute();
    await trx
      .insertInto('feature_modules')
      .values(
        featureModuleIds.map((modId, sort) => ({
          merchant_id: merchantId,
          mod_id: modId,
          parent_mod_id: null,
          enabled: defaultFeatureModules[modId],
          sort,
        })),
      )
      .execute();
    await trx
      .insertInto('register_settings')
      .values(
        registerFields.map((field) => {
          const rule = defaultRegisterRules[field];
          return {
            merchant_id: merchantId,
            field,
            enabled: rule.enabled,
            required: rule.required,
            min_length: rule.min,
            max_length: rule.max,
            accepted_pattern: '*',
            pattern_id: rule.patternId,
          };
        }),
      )
      .execute();
    await seedLotteryGames(trx, merchantId, input.currency ?? 'MYR');
    await seedGameCatalogue(trx, config, merchantId);
    return merchantId;
  });
}
