import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { bankTransfer, demoMethods, depositor, key, PNG, receipt, upload } from '../deposits/deposit-test-kit';
import { walletMinor } from '../lottery/lottery-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { createMerchant } from '../system/create-merchant';
import { claim, grantOf, makeOffer } from './promotions-test-kit';

/**
 * The promotions as a player reaches them (ADR 057): the hall and an offer for a visitor and a member, with the
 * claim state docs/product.md lists; claiming, applying and the deposit bonus; and every bad input refused with a clear
 * error and nothing changed.
 */
let t: TestApp;
let bank: string;
beforeAll(async () => {
  t = await createTestApp();
  bank = (await demoMethods(t, (await depositor(t)).token)).bank;
}, 60_000);
afterAll(() => t.close());

const hall = (token?: string, query = '') =>
  t.call({ method: 'GET', url: `/wps/promotions${query}`, token, language: 'en' });
const detail = (id: bigint | string, token?: string, language: 'en' | 'ms' = 'en') =>
  t.call({ method: 'GET', url: `/wps/promotions/${id}`, token, language });
const apply = (token: string, id: bigint, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/wps/member/promotions/${id}/apply`, token, language: 'en', payload });

function stateIn(res: Awaited<ReturnType<typeof hall>>, id: bigint): string | undefined {
  return (res.json().value.items as { id: string; state: string }[]).find((c) => c.id === `${id}`)?.state;
}

describe('the promotions hall and an offer', () => {
  it('shows a visitor the published offers with the window states, never a draft or another brand', async () => {
    const open = await makeOffer(t, { reward: { kind: 'fixed_credit', amount: 500 }, category: 'daily' });
    const soon = await makeOffer(t, {
      reward: { kind: 'fixed_credit', amount: 500 },
      startsAt: new Date(Date.now() + 86_400_000),
    });
    const over = await makeOffer(t, {
      reward: { kind: 'fixed_credit', amount: 500 },
      endsAt: new Date(Date.now() - 1000),
    });
    const draft = await makeOffer(t, { reward: { kind: 'fixed_credit', amount: 500 }, state: 'draft' });
    const res = await hall();
    expect(res.statusCode).toBe(200);
    expect(stateIn(res, open)).toBe('join_now');
    expect(stateIn(res, soon)).toBe('coming_soon');
    expect(stateIn(res, over)).toBe('registration_closed');
    expect(stateIn(res, draft)).toBeUndefined();
    const daily = await hall(undefined, '?category=daily');
    expect((daily.json().value.items as { category: string }[]).every((c) => c.category === 'daily')).toBe(true);
    expect((await detail(draft)).json().code).toBe('promotion_unknown');
    const bad = await hall(undefined, '?category=casino');
    expect(bad.statusCode).toBe(400);
  });

  it('tells a member their state: in progress once claimed, prohibited with the rule they fail', async () => {
    const m = await depositor(t);
    const credit = await makeOffer(t, { reward: { kind: 'fixed_credit', amount: 800 } });
    const vip = await makeOffer(t, {
      reward: { kind: 'fixed_credit', amount: 800 },
      eligibility: [{ rule: 'vip_level', min: 3 }],
    });
    expect(stateIn(await hall(m.token), credit)).toBe('join_now');
    expect((await claim(t, m.token, credit)).statusCode).toBe(200);
    const after = await hall(m.token);
    expect(stateIn(after, credit)).toBe('in_progress');
    expect(stateIn(after, vip)).toBe('application_prohibited');
    const refused = await claim(t, m.token, vip);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'promotion_not_eligible' });
    const shown = await detail(vip, m.token, 'ms');
    expect(shown.json().value).toMatchObject({ state: 'application_prohibited', refusal: 'vip_level' });
  });

  it('writes out the reward and the terms in numbers for the detail page', async () => {
    const id = await makeOffer(t, {
      reward: { kind: 'deposit_match', which: 'first', percent: 100, cap: 28_800, minDeposit: 3_000 },
      terms: {
        turnoverMultiple: 10,
        turnoverOf: 'deposit_bonus',
        contributions: [{ product: 'game', percent: 100 }],
        defaultPercent: 5,
        maxBet: 5_000,
        maxConversionMultiple: 10,
        lifeDays: 30,
      },
    });
    const res = await detail(id);
    expect(res.json().value).toMatchObject({
      kind: 'deposit_match',
      reward: { kind: 'deposit_match', which: 'first', percent: 100, cap: '288.00', minDeposit: '30.00' },
      terms: {
        turnoverMultiple: 10,
        turnoverOf: 'deposit_bonus',
        defaultPercent: 5,
        maxBet: '50.00',
        maxConversionMultiple: 10,
        lifeDays: 30,
        onlyGame: null,
      },
      currency: 'MYR',
    });
  });
});

describe('the deposit bonus', () => {
  it('is chosen with the deposit and granted once when the cashier credits it, matching the deposit', async () => {
    const m = await depositor(t);
    const welcome = await makeOffer(t, {
      reward: { kind: 'deposit_match', which: 'first', percent: 50, cap: 20_000, minDeposit: 5_000 },
      terms: { turnoverMultiple: 3, turnoverOf: 'deposit_bonus' },
    });
    const offered = await t.call({ method: 'GET', url: '/wps/member/deposit-bonuses', token: m.token });
    expect((offered.json().value.items as { id: string }[]).map((o) => o.id)).toContain(`${welcome}`);

    const below = await bankTransfer(t, m.token, {
      methodId: bank,
      amount: '40.00',
      reference: 'MBB 1',
      receiptUploadId: await receipt(t, m.token),
      idempotencyKey: key(),
      bonusOfferId: `${welcome}`,
    });
    expect(below.json()).toMatchObject({ code: 'promotion_not_eligible' });
    const res = await bankTransfer(t, m.token, {
      methodId: bank,
      amount: '300.00',
      reference: 'MBB 2',
      receiptUploadId: await receipt(t, m.token),
      idempotencyKey: key(),
      bonusOfferId: `${welcome}`,
    });
    expect(res.statusCode).toBe(200);
    expect(stateIn(await hall(m.token), welcome)).toBe('signed_up');
    const depositId = res.json().value.id as string;
    const admin = await signIn(t);
    for (let i = 0; i < 2; i++) {
      const approved = await t.call({
        method: 'POST',
        url: `/admin/api/cashier/deposits/${depositId}/approve`,
        token: admin,
        payload: { note: '' },
      });
      expect(approved.statusCode).toBe(200);
    }
    expect(await walletMinor(t, m.id)).toBe(30_000n);
    // 50 % of 300.00 is 150.00, under the cap; turnover 3 × (300 + 150).
    expect(await grantOf(t, m.id, welcome)).toMatchObject({
      state: 'active',
      amount: 15_000n,
      bonus: 15_000n,
      deposit_amount: 30_000n,
      turnover_needed: 135_000n,
      source_ref: `deposit:${depositId}`,
    });
    // The first deposit made, a first-deposit bonus is not for this member any more: never offered again.
    expect(stateIn(await hall(m.token), welcome)).toBe('in_progress');
    const second = await makeOffer(t, {
      reward: { kind: 'deposit_match', which: 'first', percent: 10, cap: 1_000, minDeposit: 1_000 },
    });
    expect(stateIn(await hall(m.token), second)).toBe('application_prohibited');
    expect((await detail(second, m.token)).json().value.refusal).toBe('deposit_count');
    expect((await claim(t, m.token, second)).json().code).toBe('promotion_not_eligible');
    const details = await t.call({ method: 'GET', url: '/wps/member/bonuses', token: m.token, language: 'en' });
    expect(details.json().value.active).toMatchObject({
      balance: '150.00',
      turnoverDone: '0.00',
      turnoverNeeded: '1350.00',
    });
    await expectReconciled(t);
  });
});

describe('bad input', () => {
  it('refuses an unknown, foreign or wrong-kind offer with a clear error and grants nothing', async () => {
    const m = await depositor(t);
    await createMerchant(t.deps, { code: 'promoother', name: 'Other', hosts: ['promo-other.test'] });
    const theirs = await makeOffer(t, { reward: { kind: 'fixed_credit', amount: 500 }, brand: 'promoother' });
    const applicationOffer = await makeOffer(t, { reward: { kind: 'application', amount: 1_800 } });
    const credit = await makeOffer(t, { reward: { kind: 'fixed_credit', amount: 500 } });
    expect((await claim(t, m.token, 999_999n)).json()).toMatchObject({ code: 'promotion_unknown' });
    expect((await claim(t, m.token, theirs)).json()).toMatchObject({ code: 'promotion_unknown' });
    expect((await claim(t, m.token, applicationOffer)).json()).toMatchObject({ code: 'promotion_wrong_kind' });
    expect((await apply(m.token, credit, { comment: 'hello' })).json()).toMatchObject({
      code: 'promotion_wrong_kind',
    });
    const notAnId = await t.call({
      method: 'POST',
      url: '/wps/member/promotions/abc/claim',
      token: m.token,
      payload: {},
    });
    expect(notAnId.statusCode).toBe(400);
    const grants = await t.deps.db.selectFrom('promotion_grants').select('id').where('member_id', '=', m.id).execute();
    expect(grants).toEqual([]);
  });

  it('refuses an application with a long comment, four images, a 6 MB image, an SVG named .png or another member image', async () => {
    const m = await depositor(t);
    const someone = await depositor(t);
    const offer = await makeOffer(t, { reward: { kind: 'application', amount: 1_800 } });
    const image = async (who = m) => {
      const res = await upload(t, who.token, PNG, 'promotion_application');
      expect(res.statusCode).toBe(200);
      return res.json().value.id as string;
    };
    const long = await apply(m.token, offer, { comment: 'x'.repeat(141), imageIds: [] });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('invalid_input');
    const four = await apply(m.token, offer, {
      comment: 'my win',
      imageIds: [await image(), await image(), await image(), await image()],
    });
    expect(four.statusCode).toBe(400);
    const big = await upload(t, m.token, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), 'promotion_application');
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('upload_too_large');
    const svg = await upload(
      t,
      m.token,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'promotion_application',
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().code).toBe('upload_not_image');
    const theirs = await apply(m.token, offer, { comment: 'my win', imageIds: [await image(someone)] });
    expect(theirs.json().code).toBe('promotion_image_invalid');
    const receiptImage = await receipt(t, m.token);
    expect((await apply(m.token, offer, { comment: 'my win', imageIds: [receiptImage] })).json().code).toBe(
      'promotion_image_invalid',
    );
    const none = await t.deps.db
      .selectFrom('promotion_applications')
      .select('id')
      .where('member_id', '=', m.id)
      .execute();
    expect(none).toEqual([]);

    const ok = await apply(m.token, offer, {
      comment: '  Jackpot on Jungle!  ',
      imageIds: [await image(), await image()],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toEqual({ state: 'applying', grantId: null });
    expect((await apply(m.token, offer, { comment: 'again', imageIds: [] })).json().code).toBe(
      'promotion_application_pending',
    );
    const stored = await t.deps.db
      .selectFrom('promotion_applications')
      .select(['comment', 'image_ids', 'state'])
      .where('member_id', '=', m.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ comment: 'Jackpot on Jungle!', state: 'pending' });
    expect(stateIn(await hall(m.token), offer)).toBe('applying');
  });
});
