import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMerchant } from '../../../test/fixtures';
import type { TestApp } from '../../../test/harness';
import { addOperator, auditRows, otherBrand, signIn, startAdminTest } from '../../admin/admin-test-kit';
import { adminCall } from '../../lottery/admin/lottery-admin-test-kit';
import { createdOffer, offerInput, offersUrl, promotionCounts } from './promotions-admin-test-kit';

/**
 * The offers of the promotions back office (ADR 057, 058): marketing staff create, edit, publish and pause them;
 * amounts travel as major units and are stored as minor units; every change is audited; bad input (a turnover
 * multiple over the brand's cap, a negative amount, an unknown kind, another brand's offer) is refused with a
 * clear error and changes nothing.
 * Checked to fail: with the cap check removed from save-offer.ts, "a turnover multiple over the cap" went red
 * (the offer was created); with the merchant filter removed from set-offer-state.ts's lock, "another brand's
 * offer" went red (the other brand's offer was published).
 */
let t: TestApp;
let merchantId: number;
let admin: string;
let marketing: string;
let cs: string;
beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
  await addOperator(t, merchantId, 'mia.marketing', 'marketing');
  await addOperator(t, merchantId, 'carol.cs', 'cs');
  marketing = await signIn(t, 'mia.marketing');
  cs = await signIn(t, 'carol.cs');
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token = marketing) =>
  adminCall(t, token, method, url, body);
const storedOffer = (id: string) =>
  t.deps.db.selectFrom('promotion_offers').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();

describe('offers', () => {
  it('marketing creates a draft offer: major units on the wire, minor units stored, audited', async () => {
    const res = await call('POST', offersUrl, offerInput());
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      code: 'WELCOME10',
      kind: 'fixed_credit',
      state: 'draft',
      version: 1,
      claims: 0,
      reward: { kind: 'fixed_credit', amount: '10.00' },
      terms: { turnoverMultiple: 5, maxBet: '20.00', lifeDays: 7 },
      eligibility: [
        { rule: 'once', per: 'member' },
        { rule: 'min_deposit', amount: '30.00' },
      ],
      budgetTotal: '1000.00',
      budgetDaily: null,
      grantedTotal: '0.00',
      startsAt: '2025-12-31T16:00:00.000Z',
    });
    const row = await storedOffer(res.body.value.id);
    expect(row.merchant_id).toBe(merchantId);
    expect(row.reward).toEqual({ kind: 'fixed_credit', amount: 1000 });
    expect(row.terms).toMatchObject({ maxBet: 2000, turnoverMultiple: 5 });
    expect(row.eligibility).toEqual([
      { rule: 'once', per: 'member' },
      { rule: 'min_deposit', amount: 3000 },
    ]);
    expect(row.budget_total).toBe(100_000n);
    const [entry] = (await auditRows(t, merchantId, 'promotion.offer_create')).slice(-1);
    expect(entry).toMatchObject({ actor_name: 'mia.marketing', target_id: res.body.value.id });
    expect(entry?.detail).toMatchObject({ code: 'WELCOME10', reward: { kind: 'fixed_credit', amount: 1000 } });
  });

  it('an edit raises the version; publish, pause and back to draft move the state, each audited', async () => {
    const id = await createdOffer(t, marketing, { code: 'RELOAD' });
    const edited = await call(
      'PUT',
      `${offersUrl}/${id}`,
      offerInput({ code: 'RELOAD', reward: { kind: 'fixed_credit', amount: '12.50' } }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.value).toMatchObject({ version: 2, reward: { amount: '12.50' } });
    expect((await storedOffer(id)).reward).toEqual({ kind: 'fixed_credit', amount: 1250 });

    for (const state of ['published', 'paused', 'draft'] as const) {
      const res = await call('POST', `${offersUrl}/${id}/state`, { state });
      expect(res.status).toBe(200);
      expect(res.body.value.state).toBe(state);
    }
    const again = await call('POST', `${offersUrl}/${id}/state`, { state: 'draft' });
    expect(again.body.value.state).toBe('draft');
    const states = (await auditRows(t, merchantId, 'promotion.offer_state')).filter((r) => r.target_id === id);
    expect(states.map((r) => r.detail)).toEqual([
      { code: 'RELOAD', before: 'draft', after: 'published' },
      { code: 'RELOAD', before: 'published', after: 'paused' },
      { code: 'RELOAD', before: 'paused', after: 'draft' },
    ]);
    const updates = (await auditRows(t, merchantId, 'promotion.offer_update')).filter((r) => r.target_id === id);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.detail).toMatchObject({ version: 2, reward: { amount: 1250 } });
  });

  it('lists by state and category with the brand cap, and reads one', async () => {
    const id = await createdOffer(t, marketing, { code: 'SLOTS1', category: 'slots' });
    await call('POST', `${offersUrl}/${id}/state`, { state: 'published' });
    const slots = await call('GET', `${offersUrl}?category=slots&state=published`);
    expect(slots.body.value).toMatchObject({ currency: 'MYR', exponent: 2, maxTurnoverMultiple: 30 });
    expect(slots.body.value.items.map((o: { code: string }) => o.code)).toEqual(['SLOTS1']);
    const all = await call('GET', `${offersUrl}?state=&category=`);
    expect(all.body.value.items.length).toBeGreaterThanOrEqual(3);
    const one = await call('GET', `${offersUrl}/${id}`);
    expect(one.body.value).toMatchObject({ id, code: 'SLOTS1', state: 'published' });
  });

  it('the kind is fixed once the offer has been published', async () => {
    const id = await createdOffer(t, marketing, { code: 'KINDLOCK' });
    const asApplication = offerInput({ code: 'KINDLOCK', reward: { kind: 'application', amount: '5.00' } });
    // A draft never published may still change its kind.
    expect((await call('PUT', `${offersUrl}/${id}`, asApplication)).body.value.kind).toBe('application');
    await call('POST', `${offersUrl}/${id}/state`, { state: 'published' });
    const before = await promotionCounts(t);
    const res = await call('PUT', `${offersUrl}/${id}`, offerInput({ code: 'KINDLOCK' }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('promotion_kind_locked');
    expect((await storedOffer(id)).kind).toBe('application');
    expect(await promotionCounts(t)).toEqual(before);
  });
});

describe('bad offers are refused and change nothing', () => {
  const refused = async (
    body: object,
    status: number,
    code: string,
    url = offersUrl,
    method: 'POST' | 'PUT' = 'POST',
  ) => {
    const before = await promotionCounts(t);
    const res = await adminCall(t, marketing, method, url, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await promotionCounts(t)).toEqual(before);
    return res.body;
  };

  it('a turnover multiple over the cap: 30 by default, the brand setting when it has one', async () => {
    const terms = { ...offerInput().terms, turnoverMultiple: 31 };
    const body = await refused(offerInput({ code: 'TOOHIGH', terms }), 422, 'promotion_turnover_over_cap');
    expect(body.details).toEqual([expect.objectContaining({ field: 'terms.turnoverMultiple' })]);
    const row = await t.deps.db
      .selectFrom('merchants')
      .select('settings')
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    await updateMerchant(t, merchantId, {
      settings: JSON.stringify({ ...row.settings, promotionMaxTurnoverMultiple: 10 }),
    });
    await refused(
      offerInput({ code: 'TOOHIGH', terms: { ...terms, turnoverMultiple: 11 } }),
      422,
      'promotion_turnover_over_cap',
    );
    expect((await call('GET', offersUrl)).body.value.maxTurnoverMultiple).toBe(10);
    await updateMerchant(t, merchantId, { settings: JSON.stringify(row.settings) });
  });

  it('a negative or malformed amount, an unknown kind, a window ending before it starts', async () => {
    await refused(
      offerInput({ code: 'NEG', reward: { kind: 'fixed_credit', amount: '-5.00' } }),
      400,
      'amount_not_positive',
    );
    await refused(
      offerInput({ code: 'DEC', reward: { kind: 'fixed_credit', amount: '1.005' } }),
      400,
      'amount_too_many_decimals',
    );
    await refused(offerInput({ code: 'BUDGET', budgetDaily: '0' }), 400, 'amount_not_positive');
    await refused(
      { ...offerInput({ code: 'KIND' }), reward: { kind: 'cashback', amount: '5.00' } },
      400,
      'invalid_input',
    );
    await refused(offerInput({ code: 'WINDOW', endsAt: '2025-12-01T00:00:00+08:00' }), 400, 'invalid_input');
    await refused(
      offerInput({ code: 'MINDEP', eligibility: [{ rule: 'min_deposit', amount: 'ten' }] }),
      400,
      'amount_not_a_number',
    );
    await refused(
      offerInput({ code: 'ART', art: { ms: '/x.svg', en: '/x.svg', zh: '/x.svg' } } as never),
      400,
      'invalid_input',
    );
  });

  it('a code the brand already uses', async () => {
    await createdOffer(t, marketing, { code: 'TWICE' });
    await refused(offerInput({ code: 'TWICE' }), 409, 'promotion_code_taken');
  });

  it('another brand’s offer is not found, and stays as it was', async () => {
    const other = await otherBrand(t);
    const otherAdmin = await signIn(t, 'otheradmin', undefined, other.host);
    const foreign = await adminCall(t, otherAdmin, 'POST', offersUrl, offerInput({ code: 'FOREIGN' }), other.host);
    expect(foreign.status).toBe(200);
    const id = foreign.body.value.id;
    expect((await call('GET', `${offersUrl}/${id}`)).status).toBe(404);
    await refused(offerInput({ code: 'MINE' }), 404, 'not_found', `${offersUrl}/${id}`, 'PUT');
    await refused({ state: 'published' }, 404, 'not_found', `${offersUrl}/${id}/state`);
    expect(await storedOffer(id)).toMatchObject({ state: 'draft', code: 'FOREIGN', version: 1 });
    expect((await call('GET', offersUrl)).body.value.items.map((o: { code: string }) => o.code)).not.toContain(
      'FOREIGN',
    );
  });
});

describe('the brand cap on the turnover multiple', () => {
  it('the admin sets it, audited; marketing may not; out of range is refused', async () => {
    const url = '/admin/api/promotions/settings';
    const refused = await call('PUT', url, { maxTurnoverMultiple: 50 });
    expect(refused.status).toBe(403);
    expect((await call('PUT', url, { maxTurnoverMultiple: 51 }, admin)).status).toBe(400);
    const set = await call('PUT', url, { maxTurnoverMultiple: 12 }, admin);
    expect(set.body.value).toEqual({ maxTurnoverMultiple: 12 });
    expect((await call('GET', offersUrl)).body.value.maxTurnoverMultiple).toBe(12);
    const over = await call(
      'POST',
      offersUrl,
      offerInput({ code: 'CAP13', terms: { ...offerInput().terms, turnoverMultiple: 13 } }),
    );
    expect(over.body.code).toBe('promotion_turnover_over_cap');
    const [entry] = (await auditRows(t, merchantId, 'promotion.settings_update')).slice(-1);
    expect(entry?.detail).toEqual({ maxTurnoverMultiple: { before: 30, after: 12 } });
    await call('PUT', url, { maxTurnoverMultiple: 30 }, admin);
  });
});

describe('who may manage offers', () => {
  it('customer service is refused; the admin may', async () => {
    const res = await call('GET', offersUrl, undefined, cs);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await call('POST', offersUrl, offerInput({ code: 'CSTRY' }), cs)).status).toBe(403);
    expect((await call('GET', offersUrl, undefined, admin)).status).toBe(200);
  });

  it('marketing staff are refused the cashier, members and adjustments', async () => {
    for (const url of ['/admin/api/cashier/deposits', '/admin/api/cashier/withdrawals', '/admin/api/members']) {
      const res = await call('GET', url);
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    const adjust = await call('POST', '/admin/api/adjustments', {
      username: 'demo',
      amount: '100.00',
      reason: 'try',
      idempotencyKey: 'marketing-adjust-1',
    });
    expect(adjust.status).toBe(403);
  });
});
