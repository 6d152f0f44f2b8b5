import { registerFields } from '@gemilang/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf, updateMerchant } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { defaultCountries } from './merchant-defaults';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
});
afterAll(() => t.close());

const settings = async () => {
  const res = await t.call({ method: 'GET', url: '/wps/system/setting/register' });
  expect(res.statusCode).toBe(200);
  return res.json().value;
};

const setMerchantSettings = (value: Record<string, unknown>) =>
  updateMerchant(t, demoId, { settings: JSON.stringify(value) });

describe('GET /wps/system/setting/register', () => {
  it('gives every registration field in order with its rule, the age gate and the dialling codes', async () => {
    const value = await settings();
    expect(value.fields.map((f: { field: string }) => f.field)).toEqual([...registerFields]);
    expect(value.fields[0]).toEqual({
      field: 'username',
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
      acceptedPattern: '*',
      patternId: 1,
    });
    expect(value.fields.find((f: { field: string }) => f.field === 'paymentPassword')).toMatchObject({
      enabled: false,
      required: false,
      minLength: 6,
      maxLength: 6,
      patternId: 6,
    });
    expect(value.minAge).toBe(18);
    expect(value.countries).toEqual(defaultCountries);
    expect(value.defaultCountryCode).toBe('MY');
    expect(value.termsRequired).toBe(true);
  });

  it("reflects the operator's rule, age and countries as stored", async () => {
    await t.deps.db
      .updateTable('register_settings')
      .set({ min_length: 8, max_length: 12, accepted_pattern: 'vip[a-z0-9]+', pattern_id: 4, required: true })
      .where('merchant_id', '=', demoId)
      .where('field', '=', 'username')
      .execute();
    await t.deps.db.updateTable('merchants').set({ min_age: 21 }).where('id', '=', demoId).execute();
    await setMerchantSettings({
      countries: [
        { countryCode: 'SG', countryDialingCode: '65' },
        { countryCode: 'MY', countryDialingCode: '60' },
      ],
      defaultCountryCode: 'SG',
    });
    const value = await settings();
    expect(value.fields[0]).toEqual({
      field: 'username',
      enabled: true,
      required: true,
      minLength: 8,
      maxLength: 12,
      acceptedPattern: 'vip[a-z0-9]+',
      patternId: 4,
    });
    expect(value.minAge).toBe(21);
    expect(value.countries).toEqual([
      { countryCode: 'SG', countryDialingCode: '65' },
      { countryCode: 'MY', countryDialingCode: '60' },
    ]);
    expect(value.defaultCountryCode).toBe('SG');
  });

  it('sends a field with no stored rule as disabled, so the form does not show it', async () => {
    await t.deps.db
      .deleteFrom('register_settings')
      .where('merchant_id', '=', demoId)
      .where('field', '=', 'email')
      .execute();
    const value = await settings();
    expect(value.fields.map((f: { field: string }) => f.field)).toEqual([...registerFields]);
    expect(value.fields.find((f: { field: string }) => f.field === 'email')).toMatchObject({
      enabled: false,
      required: false,
    });
  });

  it('keeps only well-formed countries, and a default that is one of them', async () => {
    await setMerchantSettings({
      countries: [{ countryCode: 'TH', countryDialingCode: '66' }, { countryCode: 'th' }, 'MY', null],
      defaultCountryCode: 'MY',
    });
    const value = await settings();
    expect(value.countries).toEqual([{ countryCode: 'TH', countryDialingCode: '66' }]);
    expect(value.defaultCountryCode).toBe('TH');
  });

  it("falls back to a new brand's dialling codes when none are configured", async () => {
    await setMerchantSettings({ countries: 'none' });
    const value = await settings();
    expect(value.countries).toEqual(defaultCountries);
    expect(value.defaultCountryCode).toBe('MY');
  });
});
