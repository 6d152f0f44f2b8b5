import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { otherBrand, signIn } from '../admin/admin-test-kit';
import { depositor } from '../deposits/deposit-test-kit';
import { memberCall, newKey, PAY_PASSWORD, pointsMember, savePointSettings } from '../points/points-test-kit';
import { issueProgramGrant } from '../promotions';
import { claim, defaultTerms, makeOffer } from '../promotions/promotions-test-kit';
import { entryKinds } from '../wallet';
import { brandTime, csvLines, reportCall } from './reports-test-kit';

/**
 * The bonuses report (ADR 067) on a worked example of two brand days in Kuala Lumpur, D1 = 2025-04-14 and
 * D2 = 2025-04-15: grants issued through the real flows (a member's claim, a loyalty program's reward, an operator's
 * forfeit, points converted to cash), then each step of their history and its ledger entry pinned to an instant of
 * the brand's zone. A row counts what happened in the range, each step on its own day.
 *
 * - Welcome bonus (WELCOME8, a hall offer, 8.00, no turnover: cash at once): A's grant issued and converted at 10:00
 *   D1; B's issued at 23:59:59 the day before D1 and converted at 00:00:00 D2 → 1 issued, 8.00; converted 16.00.
 * - Daily check-in (the check_in program's offer, 2.50, no turnover): D's reward at 20:00 D1 → 1, 2.50; converted 2.50.
 * - Reload (RELOAD, a hall offer titled like a spreadsheet formula, 12.34 with turnover): C's grant issued at 11:00
 *   D1, forfeited by an operator at 09:00 D2 → 1, 12.34; forfeited 12.34.
 * - P converts 250 points to 2.50 cash at 13:00 D2 → points' cash 2.50.
 * → 3 grants, 22.84 issued, 18.50 converted, 12.34 forfeited; cost = 18.50 + 2.50 = 21.00, the dashboard's bonus cost.
 * Another brand's 50.00 bonus converted at 10:00 D1 is never counted here; its own report has only it.
 *
 * Checked to fail: with bonus-figures.ts's range losing its lower bound (`e.created_at >= from` removed), B's grant
 * issued the day before counted: Welcome bonus read 2 grants and 16.00 issued, and the two days, the single days and
 * the CSV went red; with its `g.merchant_id` filter and the offers' brand join removed, the other brand's bonus
 * showed in this brand's report and those and the last test went red. Restored, all pass.
 */

const D0 = '2025-04-13';
const D1 = '2025-04-14';
const D2 = '2025-04-15';
const FORMULA_TITLE = '+Reload "weekly", 12%';

let t: TestApp;
let admin: string;
let otherAdmin: string;
let otherHost: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  const merchantId = await merchantIdOf(t);
  const brand = await t.deps.db
    .selectFrom('merchants')
    .select('time_zone')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const at = (local: string) => brandTime(t, brand.time_zone, local);
  const ledgerKind = {
    issued: entryKinds.bonusGrant,
    converted: entryKinds.bonusConvert,
    forfeited: entryKinds.bonusForfeit,
  };
  /** Moves each step of a grant's history (and its ledger entry) to a brand time; activation goes with the issue. */
  const pinGrant = async (grantId: bigint, steps: Partial<Record<keyof typeof ledgerKind, string>>) => {
    for (const [step, local] of Object.entries(steps) as [keyof typeof ledgerKind, string][]) {
      const when = (await at(local)) as never;
      const events = await t.deps.db
        .updateTable('promotion_grant_events')
        .set({ created_at: when })
        .where('grant_id', '=', grantId)
        .where('kind', 'in', step === 'issued' ? ['issued', 'activated'] : [step])
        .executeTakeFirst();
      expect(Number(events.numUpdatedRows)).toBeGreaterThan(0);
      const entries = await t.deps.db
        .updateTable('ledger_entries')
        .set({ created_at: when })
        .where('reference', '=', `grant:${grantId}`)
        .where('kind', '=', ledgerKind[step])
        .executeTakeFirst();
      expect(Number(entries.numUpdatedRows)).toBe(1);
    }
  };
  const grantOf = async (offerId: bigint, memberId: bigint) => {
    const row = await t.deps.db
      .selectFrom('promotion_grants')
      .select(['id', 'state'])
      .where('offer_id', '=', offerId)
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return row;
  };
  const claimed = async (token: string, offerId: bigint) =>
    expect((await claim(t, token, offerId)).json()).toMatchObject({ success: true });
  const named = async (offerId: bigint, code: string, title: { ms: string; en: string; zh: string }) => {
    await t.deps.db
      .updateTable('promotion_offers')
      .set({ code, title: JSON.stringify(title) })
      .where('id', '=', offerId)
      .execute();
  };

  const welcome = await makeOffer(t, { reward: { kind: 'fixed_credit', amount: 800 }, terms: { turnoverMultiple: 0 } });
  await named(welcome, 'WELCOME8', { ms: 'Bonus alu-aluan', en: 'Welcome bonus', zh: '欢迎奖金' });
  const reload = await makeOffer(t, { reward: { kind: 'fixed_credit', amount: 1234 }, terms: { turnoverMultiple: 1 } });
  await named(reload, 'RELOAD', { ms: FORMULA_TITLE, en: FORMULA_TITLE, zh: FORMULA_TITLE });

  const a = await depositor(t);
  await claimed(a.token, welcome);
  const aGrant = await grantOf(welcome, a.id);
  expect(aGrant.state).toBe('completed');
  await pinGrant(aGrant.id, { issued: `${D1} 10:00`, converted: `${D1} 10:00` });
  const b = await depositor(t);
  await claimed(b.token, welcome);
  await pinGrant((await grantOf(welcome, b.id)).id, { issued: `${D0} 23:59:59`, converted: `${D2} 00:00:00` });

  const c = await depositor(t);
  await claimed(c.token, reload);
  const cGrant = await grantOf(reload, c.id);
  expect(cGrant.state).toBe('active');
  const forfeit = await t.call({
    method: 'POST',
    url: `/admin/api/promotions/grants/${cGrant.id}/forfeit`,
    token: admin,
    language: 'en',
    payload: { reason: 'Bonus abuse: shared device' },
  });
  expect(forfeit.json()).toMatchObject({ success: true, value: { forfeited: '12.34' } });
  await pinGrant(cGrant.id, { issued: `${D1} 11:00`, forfeited: `${D2} 09:00` });

  const d = await depositor(t);
  const reward = await t.deps.db.transaction().execute((trx) =>
    issueProgramGrant(trx, {
      merchantId,
      memberId: d.id,
      program: 'check_in',
      title: { ms: 'Daftar masuk harian', en: 'Daily check-in', zh: '每日签到' },
      terms: { ...defaultTerms, turnoverMultiple: 0 },
      amount: 250n,
      sourceRef: 'reward:worked-example',
    }),
  );
  expect(reward.state).toBe('completed');
  await pinGrant(reward.grantId, { issued: `${D1} 20:00`, converted: `${D1} 20:00` });

  await savePointSettings(t);
  const p = await pointsMember(t, '250');
  const converted = await memberCall(t, p.token, 'passwordCheck/MCS2_convertPoint', {
    points: '250',
    paymentPassword: PAY_PASSWORD,
    idempotencyKey: newKey(),
  });
  expect(converted.json()).toMatchObject({ success: true, value: { amount: '2.50' } });
  await t.deps.db
    .updateTable('ledger_entries')
    .set({ created_at: (await at(`${D2} 13:00`)) as never })
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', entryKinds.pointsCash)
    .where('member_id', '=', p.id)
    .execute();

  // Another brand's bonus on D1, claimed on its own site.
  const other = await otherBrand(t);
  otherHost = other.host;
  otherAdmin = await signIn(t, 'otheradmin', DEMO_PASSWORD, other.host);
  const theirOffer = await makeOffer(t, {
    brand: 'other',
    reward: { kind: 'fixed_credit', amount: 5000 },
    terms: { turnoverMultiple: 0 },
  });
  const outsider = await depositor(t, { merchantId: other.merchantId, code: 'other' });
  const theirClaim = await t.call({
    method: 'POST',
    url: `/wps/member/promotions/${theirOffer}/claim`,
    token: outsider.token,
    host: other.host,
    payload: { idempotencyKey: `claim-${randomUUID()}` },
  });
  expect(theirClaim.json(), theirClaim.body).toMatchObject({ success: true });
  await pinGrant((await grantOf(theirOffer, outsider.id)).id, { issued: `${D1} 10:00`, converted: `${D1} 10:00` });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const bonuses = (query: string, token = admin, options: { host?: string; language?: 'en' | 'zh' } = {}) =>
  reportCall(t, token, `bonuses${query}`, options);

describe('the bonuses report on two worked example days', () => {
  it('adds up the two days to the cent by offer and program, with the points cash and the cost', async () => {
    const res = await bonuses(`?from=${D1}&to=${D2}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      currency: 'MYR',
      from: D1,
      to: D2,
      rows: [
        {
          code: 'WELCOME8',
          title: 'Welcome bonus',
          program: null,
          grants: 1,
          granted: '8.00',
          converted: '16.00',
          forfeited: '0.00',
        },
        {
          code: 'program-check_in',
          title: 'Daily check-in',
          program: 'check_in',
          grants: 1,
          granted: '2.50',
          converted: '2.50',
          forfeited: '0.00',
        },
        {
          code: 'RELOAD',
          title: FORMULA_TITLE,
          program: null,
          grants: 1,
          granted: '12.34',
          converted: '0.00',
          forfeited: '12.34',
        },
      ],
      pointsCash: '2.50',
      totals: { grants: 3, granted: '22.84', converted: '18.50', forfeited: '12.34', cost: '21.00' },
    });
    // The cost is the dashboard's bonus cost over the same days (ADR 067).
    const dashboard = await t.call({
      method: 'GET',
      url: `/admin/api/dashboard?from=${D1}&to=${D2}`,
      token: admin,
    });
    expect(dashboard.json().value.range.bonusCost).toBe('21.00');
  });

  it('counts each step on its own day, and names the offers in the reader language', async () => {
    const d1 = (await bonuses(`?from=${D1}&to=${D1}`, admin, { language: 'zh' })).json().value;
    expect(
      d1.rows.map((r: { title: string; grants: number; converted: string }) => [r.title, r.grants, r.converted]),
    ).toEqual([
      ['欢迎奖金', 1, '8.00'],
      ['每日签到', 1, '2.50'],
      [FORMULA_TITLE, 1, '0.00'],
    ]);
    expect(d1.totals).toEqual({ grants: 3, granted: '22.84', converted: '10.50', forfeited: '0.00', cost: '10.50' });
    // D2 issues nothing: B's conversion, C's forfeit and P's points.
    const d2 = (await bonuses(`?from=${D2}`)).json().value;
    expect(d2.rows).toMatchObject([
      { code: 'WELCOME8', grants: 0, granted: '0.00', converted: '8.00', forfeited: '0.00' },
      { code: 'RELOAD', grants: 0, granted: '0.00', converted: '0.00', forfeited: '12.34' },
    ]);
    expect(d2).toMatchObject({ pointsCash: '2.50', totals: { grants: 0, converted: '8.00', cost: '10.50' } });
  });

  it('writes the CSV twin with a BOM, a header row, decimal amounts and formula-safe cells', async () => {
    const res = await bonuses(`.csv?from=${D1}&to=${D2}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bonuses_${D1}_${D2}.csv"`);
    expect(csvLines(res.body)).toEqual([
      'offer_code,offer_title,program,grants,granted,converted,forfeited,cost,currency',
      'WELCOME8,Welcome bonus,,1,8.00,16.00,0.00,16.00,MYR',
      'program-check_in,Daily check-in,check_in,1,2.50,2.50,0.00,2.50,MYR',
      // A title a spreadsheet would run as a formula is text: an apostrophe first, quoted for its comma and quotes.
      `RELOAD,"'+Reload ""weekly"", 12%",,1,12.34,0.00,12.34,0.00,MYR`,
      'points_cash,,,,,,,2.50,MYR',
      'total,,,3,22.84,18.50,12.34,21.00,MYR',
      '',
    ]);
  });

  it('refuses a reversed, a too wide or a malformed range with the reason, the CSV twin too', async () => {
    expect((await bonuses(`?from=${D2}&to=${D1}`)).json()).toMatchObject({
      success: false,
      code: 'date_range_reversed',
      message: 'The start date must be on or before the end date.',
    });
    const wide = await bonuses(`.csv?from=2024-01-01&to=${D2}`);
    expect(wide.statusCode).toBe(422);
    expect(wide.json()).toMatchObject({ code: 'date_range_too_wide', message: 'Choose a range of at most 12 months.' });
    expect((await bonuses('?to=2025-04-31')).statusCode).toBe(400);
  });

  it('never counts another brand, whose own report has only its bonus', async () => {
    const mine = (await bonuses(`?from=${D1}&to=${D1}`)).json().value;
    expect(mine.totals.converted).toBe('10.50');
    const theirs = (await bonuses(`?from=${D1}&to=${D2}`, otherAdmin, { host: otherHost })).json().value;
    expect(theirs.rows).toMatchObject([{ grants: 1, granted: '50.00', converted: '50.00', forfeited: '0.00' }]);
    expect(theirs).toMatchObject({ pointsCash: '0.00', totals: { grants: 1, cost: '50.00' } });
  });
});
