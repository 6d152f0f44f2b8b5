import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditRows, signIn } from '../admin/admin-test-kit';
import { checkRange, withdrawalRules } from './withdrawal-settings';
import { operatorCall } from './withdrawal-test-kit';

/*
 * The brand's withdrawal rules (withdrawal-settings.ts): how stored settings are read (a broken key takes
 * its default, never fails a withdrawal), the range check members meet, and the operator's save
 * (issue 8). The save changes the demo brand's rules, so this file has its own database.
 *
 * Mutants applied by hand and seen to fail here (then restored from a backup):
 * - :46 the digits pattern without `^`: "reads each key on its own" (BigInt('abc12') threw);
 * - :52 `value >= min` => `value > min`: "takes the edges of each count";
 * - :73 the transfer pair's guard => true: "takes each stored key";
 * - :139 `minAmount > maxAmount` => `>=`: "saves an equal pair".
 */

const MYR = { currency: 'MYR', currencyExponent: 2 };
const rules = (withdrawal: unknown) => withdrawalRules({ ...MYR, settings: { withdrawal } as never });
const defaults = {
  minAmount: 5_000n,
  maxAmount: 5_000_000n,
  dailyCount: 10,
  autoConfirmMinutes: 30,
  transferMinAmount: 100n,
  transferMaxAmount: 10_000_000n,
};

describe('reading the stored rules', () => {
  it('takes the defaults when nothing, or no object, is stored', () => {
    expect(rules(undefined)).toEqual(defaults);
    expect(rules(null)).toEqual(defaults);
    expect(rules('5000')).toEqual(defaults);
    expect(rules({})).toEqual(defaults);
  });

  it('takes each stored key, amounts as digit strings or whole numbers', () => {
    expect(
      rules({
        minAmount: '2000',
        maxAmount: 9_000,
        dailyCount: 3,
        autoConfirmMinutes: 15,
        transferMinAmount: '500',
        transferMaxAmount: 70_000,
      }),
    ).toEqual({
      minAmount: 2_000n,
      maxAmount: 9_000n,
      dailyCount: 3,
      autoConfirmMinutes: 15,
      transferMinAmount: 500n,
      transferMaxAmount: 70_000n,
    });
  });

  it('reads each key on its own: a broken one takes its default and fails nothing', () => {
    for (const broken of ['abc12', '12abc', '1.5', '-100', '', 1.5, -100, Number.MAX_SAFE_INTEGER + 2, true, {}]) {
      expect(rules({ maxAmount: broken, transferMaxAmount: broken })).toEqual(defaults);
    }
    for (const broken of [0, 1001, 2.5, '3', null]) {
      expect(rules({ dailyCount: broken }).dailyCount).toBe(10);
    }
    for (const broken of [0, 60 * 24 * 30 + 1, 2.5, '15']) {
      expect(rules({ autoConfirmMinutes: broken }).autoConfirmMinutes).toBe(30);
    }
  });

  it('takes the edges of each count', () => {
    expect(rules({ dailyCount: 1 }).dailyCount).toBe(1);
    expect(rules({ dailyCount: 1000 }).dailyCount).toBe(1000);
    expect(rules({ autoConfirmMinutes: 1 }).autoConfirmMinutes).toBe(1);
    // Thirty days.
    expect(rules({ autoConfirmMinutes: 43_200 }).autoConfirmMinutes).toBe(43_200);
  });

  it('reads an upside-down or zero pair as its defaults, and takes a pair of equal or minimal amounts', () => {
    expect(rules({ minAmount: '9000', maxAmount: '8000' })).toMatchObject({ minAmount: 5_000n, maxAmount: 5_000_000n });
    expect(rules({ minAmount: '0', maxAmount: '8000' })).toMatchObject({ minAmount: 5_000n, maxAmount: 5_000_000n });
    expect(rules({ minAmount: '8000', maxAmount: '8000' })).toMatchObject({ minAmount: 8_000n, maxAmount: 8_000n });
    expect(rules({ minAmount: '1', maxAmount: '8000' })).toMatchObject({ minAmount: 1n, maxAmount: 8_000n });
    const transfer = (min: string, max: string) => {
      const r = rules({ transferMinAmount: min, transferMaxAmount: max });
      return [r.transferMinAmount, r.transferMaxAmount];
    };
    expect(transfer('900', '800')).toEqual([100n, 10_000_000n]);
    expect(transfer('0', '800')).toEqual([100n, 10_000_000n]);
    expect(transfer('800', '800')).toEqual([800n, 800n]);
    expect(transfer('1', '800')).toEqual([1n, 800n]);
  });
});

describe('the range a member meets', () => {
  it('takes both edges and names the field outside them', () => {
    expect(() => checkRange(MYR, 5_000n, 5_000n, 9_000n)).not.toThrow();
    expect(() => checkRange(MYR, 9_000n, 5_000n, 9_000n)).not.toThrow();
    expect(() => checkRange(MYR, 4_999n, 5_000n, 9_000n)).toThrow(
      expect.objectContaining({
        code: 'amount_below_minimum',
        details: [{ field: 'amount', reason: 'below_minimum' }],
      }),
    );
    expect(() => checkRange(MYR, 9_001n, 5_000n, 9_000n)).toThrow(
      expect.objectContaining({
        code: 'amount_above_maximum',
        details: [{ field: 'amount', reason: 'above_maximum' }],
      }),
    );
  });
});

describe("the operator's save", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t);
  });
  afterAll(() => t.close());

  const save = (over: Record<string, unknown>) =>
    operatorCall(t, admin, 'PUT', '/admin/api/cashier/withdrawal-settings', {
      minAmount: '50',
      maxAmount: '50000',
      dailyCount: 10,
      autoConfirmMinutes: 30,
      transferMinAmount: '1',
      transferMaxAmount: '100000',
      ...over,
    });

  it('saves an equal pair, refuses an upside-down one by field, and audits before and after', async () => {
    const equal = await save({ minAmount: '80', maxAmount: '80', transferMinAmount: '5', transferMaxAmount: '5' });
    expect(equal.json()).toMatchObject({
      success: true,
      value: { minAmount: '80.00', maxAmount: '80.00', transferMinAmount: '5.00', transferMaxAmount: '5.00' },
    });
    const upside = await save({ transferMinAmount: '6', transferMaxAmount: '5' });
    expect(upside.json()).toMatchObject({
      code: 'invalid_input',
      details: [{ field: 'transferMinAmount', reason: 'invalid' }],
    });
    const amounts = await save({ minAmount: '81', maxAmount: '80' });
    expect(amounts.json()).toMatchObject({
      code: 'invalid_input',
      details: [{ field: 'minAmount', reason: 'invalid' }],
    });
    const [entry] = await auditRows(t, await merchantIdOf(t), 'withdrawal_settings.update');
    expect(entry?.detail).toEqual({
      before: {
        minAmount: '50.00',
        maxAmount: '50000.00',
        dailyCount: 10,
        autoConfirmMinutes: 30,
        transferMinAmount: '1.00',
        transferMaxAmount: '100000.00',
      },
      after: {
        minAmount: '80.00',
        maxAmount: '80.00',
        dailyCount: 10,
        autoConfirmMinutes: 30,
        transferMinAmount: '5.00',
        transferMaxAmount: '5.00',
      },
    });
    await save({});
  });
});
