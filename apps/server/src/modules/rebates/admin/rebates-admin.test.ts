import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { addOperator, auditRows, otherBrand, signIn, startAdminTest } from '../../admin/admin-test-kit';
import { player } from '../../games/games-test-kit';
import { adminCall } from '../../lottery/admin/lottery-admin-test-kit';
import { runRebates } from '../rebate-job';
import { brandDay, rebatesOf, settledBet } from '../rebates-test-kit';

/**
 * The rebate's back office (ADR 060): marketing staff set each period's rates per VIP level and product, its cap and
 * whether it runs; every change is audited; customer service is refused; bad input is refused with a clear error and changes nothing; another brand's operator never sees or changes these.
 * Checked to fail: with the `starts` condition removed from save-schedule.ts (since never set again), turning a
 * schedule back on paid for the periods it was off ("a schedule turned back on" went red).
 */
let t: TestApp;
let merchantId: number;
let marketing: string;
let cs: string;
beforeAll(async () => {
  ({ t, merchantId } = await startAdminTest());
  await addOperator(t, merchantId, 'mia.rebates', 'marketing');
  await addOperator(t, merchantId, 'carol.rebates', 'cs');
  marketing = await signIn(t, 'mia.rebates');
  cs = await signIn(t, 'carol.rebates');
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, body?: object, token = marketing, host?: string) =>
  adminCall(t, token, method, url, body, host);
const daily = (body: object) => call('PUT', '/admin/api/rebates/schedules/daily', body);
const schedule = (cap: string | null, rates: object[], enabled = true) => ({ enabled, cap, rates });

describe('the rebate schedules', () => {
  it('marketing saves rates per level and product with a cap, audited; zero rates are not kept', async () => {
    const res = await daily(
      schedule('50.00', [
        { level: 0, product: 'RNG', rateBp: 50 },
        { level: 1, product: 'RNG', rateBp: 80 },
        { level: 1, product: 'LOTT', rateBp: 0 },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({
      period: 'daily',
      enabled: true,
      cap: '50.00',
      rates: [
        { level: 0, product: 'RNG', rateBp: 50 },
        { level: 1, product: 'RNG', rateBp: 80 },
      ],
    });
    const stored = await t.deps.db
      .selectFrom('rebate_schedules')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('period', '=', 'daily')
      .executeTakeFirstOrThrow();
    expect(stored.cap).toBe(5_000n);
    const audits = await auditRows(t, merchantId, 'loyalty.rebate_update');
    expect(audits.at(-1)).toMatchObject({ actor_name: 'mia.rebates', target_id: 'daily' });

    const read = await call('GET', '/admin/api/rebates');
    expect(read.status).toBe(200);
    expect(read.body.value.schedules.find((s: { period: string }) => s.period === 'daily')).toMatchObject({
      cap: '50.00',
      rates: [
        { level: 0, product: 'RNG', rateBp: 50 },
        { level: 1, product: 'RNG', rateBp: 80 },
      ],
    });
    expect(read.body.value).toMatchObject({ currency: 'MYR' });
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const before = await call('GET', '/admin/api/rebates');
    const cases: [object, number, string][] = [
      [schedule('-1.00', []), 400, 'amount_not_positive'],
      [schedule('1.001', []), 400, 'amount_too_many_decimals'],
      [schedule('abc', []), 400, 'amount_not_a_number'],
      [schedule(null, [{ level: 0, product: 'RNG', rateBp: 501 }]), 400, 'invalid_input'],
      [schedule(null, [{ level: 21, product: 'RNG', rateBp: 10 }]), 400, 'invalid_input'],
      [schedule(null, [{ level: 0, product: 'POKER', rateBp: 10 }]), 400, 'invalid_input'],
      [schedule(null, [{ level: 0, product: 'RNG', rateBp: 1.5 }]), 400, 'invalid_input'],
      [
        schedule(null, [
          { level: 0, product: 'RNG', rateBp: 10 },
          { level: 0, product: 'RNG', rateBp: 20 },
        ]),
        400,
        'invalid_input',
      ],
      [{ cap: null, rates: [] }, 400, 'invalid_input'],
    ];
    for (const [body, status, code] of cases) {
      const res = await daily(body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const wrongPeriod = await call('PUT', '/admin/api/rebates/schedules/monthly', schedule(null, []));
    expect([wrongPeriod.status, wrongPeriod.body.code]).toEqual([400, 'invalid_input']);
    const message = await adminCall(t, marketing, 'PUT', '/admin/api/rebates/schedules/daily', schedule('-5', []));
    expect(message.body.message).toBeTruthy();
    expect(await call('GET', '/admin/api/rebates')).toEqual(before);
  });

  it('pays nothing for the periods a schedule turned back on was off', async () => {
    const m = await player(t, 0n);
    const day = await brandDay(t, merchantId, 1);
    await settledBet(t, { merchantId, memberId: m.id, product: 'game', gameCode: 'GM_SLOT_JUNGLE' }, 10_000n, day.noon);
    const rates = [{ level: 0, product: 'RNG', rateBp: 50 }];
    // On since last week, then off, then on again today.
    await t.deps.db
      .updateTable('rebate_schedules')
      .set({ since: new Date(Date.now() - 7 * 86_400_000) })
      .where('merchant_id', '=', merchantId)
      .execute();
    expect((await daily(schedule(null, rates, false))).status).toBe(200);
    expect((await daily(schedule(null, rates, true))).status).toBe(200);
    await runRebates(t.deps);
    expect(await rebatesOf(t, m.id)).toEqual([]);
  });
});

describe('who may call', () => {
  it('refuses customer service, and keeps each brand to its own schedules', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/api/rebates', undefined],
      ['PUT', '/admin/api/rebates/schedules/daily', schedule(null, [])],
    ] as const) {
      const res = await call(method, url, body, cs);
      expect([res.status, res.body.code]).toEqual([403, 'forbidden']);
    }
    const other = await otherBrand(t);
    const theirs = await signIn(t, 'otheradmin', undefined, other.host);
    const saved = await call(
      'PUT',
      '/admin/api/rebates/schedules/weekly',
      schedule(null, [{ level: 0, product: 'LIVE', rateBp: 30 }]),
      theirs,
      other.host,
    );
    expect(saved.status).toBe(200);
    const mine = await call('GET', '/admin/api/rebates');
    expect(mine.body.value.schedules.find((s: { period: string }) => s.period === 'weekly').rates).not.toContainEqual({
      level: 0,
      product: 'LIVE',
      rateBp: 30,
    });
  });
});
