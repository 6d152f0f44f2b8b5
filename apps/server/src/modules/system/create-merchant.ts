import { featureModuleIds, registerFields } from '@gemilang/contract';
import type { Deps } from '../../platform/context';
import { addFeatureModules } from '../../platform/feature-modules';
import { insertBrand } from '../../platform/merchant';
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
 * Used by the demo data and by tests that need a second brand (tenant isolation). The brand, its domains and
 * its feature modules are the platform's tables (ADR 055), written through its functions; the registration
 * rules are this module's; the games and the lottery lay out their own catalogues through their exported
 * functions.
 */
export async function createMerchant({ db, config }: Pick<Deps, 'db' | 'config'>, input: NewMerchant): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const merchantId = await insertBrand(trx, {
      code: input.code,
      name: input.name,
      currency: input.currency ?? 'MYR',
      currencyExponent: input.currencyExponent ?? 2,
      timeZone: input.timeZone ?? 'Asia/Kuala_Lumpur',
      settings: { countries: defaultCountries, defaultCountryCode: 'MY' },
      hosts: input.hosts,
    });
    await addFeatureModules(
      trx,
      merchantId,
      featureModuleIds.map((modId) => ({ modId, enabled: defaultFeatureModules[modId] })),
    );
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
