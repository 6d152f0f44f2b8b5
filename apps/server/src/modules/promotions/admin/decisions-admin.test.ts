import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { addOperator, auditRows, otherBrand, signIn, startAdminTest } from '../../admin/admin-test-kit';
import { adminCall } from '../../lottery/admin/lottery-admin-test-kit';
import { proofUpload, withdrawer } from '../../withdrawals/withdrawal-test-kit';
import { createdOffer, offerInput, offersUrl, promotionCounts } from './promotions-admin-test-kit';

/**
 * The decisions of the promotions back office, through the grant engine (ADR 057, 058): an application
 * approved grants once (twice in a row or at once) and tells the member, one rejected tells them why; a
 * manual grant and a forfeit carry a written reason into the audit log; an offer edited afterwards leaves a
 * grant's terms as they were issued. Refusals change nothing.
 * Checked to fail: with the application's FOR UPDATE lock removed from decide-application.ts, "approving at
 * once" went red on PostgreSQL (the second approval sent a second message); with the reason left out of the
 * manual grant's audit detail, "a manual grant" went red.
 */
let t: TestApp;
let merchantId: number;
let marketing: string;
let applicationOffer: string;
let creditOffer: string;
beforeAll(async () => {
  ({ t, merchantId } = await startAdminTest());
  await addOperator(t, merchantId, 'mia.marketing', 'marketing');
  marketing = await signIn(t, 'mia.marketing');
  applicationOffer = await createdOffer(t, marketing, {
    code: 'APPLY5',
    reward: { kind: 'application', amount: '5.00' },
    title: { ms: 'Mohon RM5', en: 'Apply for RM5', zh: '申请 RM5' },
    eligibility: [],
  });
  creditOffer = await createdOffer(t, marketing, { code: 'CREDIT10', budgetTotal: null });
  for (const id of [applicationOffer, creditOffer]) {
    await adminCall(t, marketing, 'POST', `${offersUrl}/${id}/state`, { state: 'published' });
  }
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => adminCall(t, marketing, method, url, body);
const applications = '/admin/api/promotions/applications';
const grantsUrl = '/admin/api/promotions/grants';

async function application(memberId: bigint, offerId = applicationOffer): Promise<string> {
  const row = await t.deps.db
    .insertInto('promotion_applications')
    .values({ merchant_id: merchantId, member_id: memberId, offer_id: BigInt(offerId), comment: 'Saya menang besar!' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `${row.id}`;
}

const grantsOf = (memberId: bigint) =>
  t.deps.db.selectFrom('promotion_grants').selectAll().where('member_id', '=', memberId).execute();
const messagesOf = (memberId: bigint) =>
  t.deps.db
    .selectFrom('member_messages')
    .select(['kind', 'params'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

describe('applications', () => {
  it('a member applies with an image on the site; marketing reads it in the queue, approves, and the bonus is theirs', async () => {
    const member = await withdrawer(t);
    const image = await proofUpload(t, member, 'promotion_application');
    const applied = await t.call({
      method: 'POST',
      url: `/wps/member/promotions/${applicationOffer}/apply`,
      token: member.token,
      payload: { comment: 'Jackpot 8888!', imageIds: [image] },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const queue = await call('GET', `${applications}?state=pending`);
    const mine = queue.body.value.items.find((a: { username: string }) => a.username === member.username);
    expect(mine).toMatchObject({ comment: 'Jackpot 8888!', imageIds: [image], offerId: applicationOffer });
    const picture = await t.call({ method: 'GET', url: `/admin/api/uploads/${image}`, token: marketing });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    expect((await call('POST', `${applications}/${mine.id}/approve`)).status).toBe(200);
    const bonuses = await t.call({ method: 'GET', url: '/wps/member/bonuses', token: member.token, language: 'en' });
    expect(bonuses.json().value.active).toMatchObject({ offerId: applicationOffer, amount: '5.00', state: 'active' });
  });

  it('approving grants the offer’s bonus once, tells the member, and a second approval changes nothing', async () => {
    const member = await withdrawer(t);
    const id = await application(member.id);
    const queue = await call('GET', `${applications}?state=pending`);
    expect(queue.body.value.items).toContainEqual(
      expect.objectContaining({
        id,
        username: member.username,
        comment: 'Saya menang besar!',
        amount: '5.00',
        imageIds: [],
      }),
    );
    const res = await call('POST', `${applications}/${id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ id, state: 'approved', decidedBy: 'mia.marketing', amount: '5.00' });
    const grants = await grantsOf(member.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ source_ref: `application:${id}`, amount: 500n });
    expect(res.body.value.grantId).toBe(`${grants[0]?.id}`);
    expect((await messagesOf(member.id)).find((m) => m.kind === 'promotion_approved')?.params).toEqual({
      title_ms: 'Mohon RM5',
      title_en: 'Apply for RM5',
      title_zh: '申请 RM5',
      amount: '5.00',
      currency: 'MYR',
    });
    const again = await call('POST', `${applications}/${id}/approve`);
    expect(again.body.value.grantId).toBe(res.body.value.grantId);
    expect(await grantsOf(member.id)).toHaveLength(1);
    expect((await messagesOf(member.id)).filter((m) => m.kind === 'promotion_approved')).toHaveLength(1);
    expect(
      (await auditRows(t, merchantId, 'promotion.application_approve')).filter((r) => r.target_id === id),
    ).toHaveLength(1);
  });

  it('approving at once from two desks grants once', async () => {
    const member = await withdrawer(t);
    const id = await application(member.id);
    const both = await Promise.all([
      call('POST', `${applications}/${id}/approve`),
      call('POST', `${applications}/${id}/approve`),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]?.body.value.grantId).toBe(both[1]?.body.value.grantId);
    expect(await grantsOf(member.id)).toHaveLength(1);
    expect((await messagesOf(member.id)).filter((m) => m.kind === 'promotion_approved')).toHaveLength(1);
  });

  it('rejecting needs a reason of at most 200 characters, tells the member why, and is final', async () => {
    const member = await withdrawer(t);
    const id = await application(member.id);
    const before = await promotionCounts(t);
    for (const reason of ['', '   ', 'x'.repeat(201)]) {
      const res = await call('POST', `${applications}/${id}/reject`, { reason });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_input');
    }
    expect(await promotionCounts(t)).toEqual(before);
    const res = await call('POST', `${applications}/${id}/reject`, { reason: 'Screenshot is not yours' });
    expect(res.body.value).toMatchObject({ state: 'rejected', reason: 'Screenshot is not yours', grantId: null });
    expect((await messagesOf(member.id)).find((m) => m.kind === 'promotion_rejected')?.params).toEqual({
      title_ms: 'Mohon RM5',
      title_en: 'Apply for RM5',
      title_zh: '申请 RM5',
      reason: 'Screenshot is not yours',
    });
    const approve = await call('POST', `${applications}/${id}/approve`);
    expect(approve.status).toBe(409);
    expect(approve.body.code).toBe('promotion_application_decided');
    expect(await grantsOf(member.id)).toHaveLength(0);
    const [audit] = (await auditRows(t, merchantId, 'promotion.application_reject')).filter((r) => r.target_id === id);
    expect(audit?.detail).toMatchObject({ reason: 'Screenshot is not yours' });
  });

  it('another brand’s application is not found', async () => {
    const other = await otherBrand(t);
    const row = await t.deps.db
      .insertInto('promotion_offers')
      .values({
        merchant_id: other.merchantId,
        code: 'THEIRS',
        kind: 'application',
        category: 'special',
        title: JSON.stringify({ ms: 'a', en: 'a', zh: 'a' }),
        summary: JSON.stringify({ ms: '', en: '', zh: '' }),
        rules: JSON.stringify({ ms: '', en: '', zh: '' }),
        art: JSON.stringify({ ms: '', en: '', zh: '' }),
        reward: JSON.stringify({ kind: 'application', amount: 500 }),
        terms: JSON.stringify(offerInput().terms),
        starts_at: new Date('2026-01-01T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = await t.deps.db
      .insertInto('promotion_applications')
      .values({ merchant_id: other.merchantId, member_id: other.memberId, offer_id: row.id, comment: 'hi' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call('POST', `${applications}/${theirs.id}/approve`)).status).toBe(404);
    expect((await call('POST', `${applications}/${theirs.id}/reject`, { reason: 'no' })).status).toBe(404);
    const stored = await t.deps.db
      .selectFrom('promotion_applications')
      .select('state')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(stored.state).toBe('pending');
    expect(
      (
        await call('POST', `${grantsUrl}`, {
          username: 'otherplayer',
          offerId: `${row.id}`,
          amount: '1.00',
          reason: 'x',
          idempotencyKey: 'foreign-offer-1',
        })
      ).status,
    ).toBe(404);
  });
});

describe('grants', () => {
  const manual = (body: Record<string, unknown>) =>
    call('POST', grantsUrl, { offerId: creditOffer, amount: '7.50', reason: 'Goodwill after outage', ...body });

  it('a manual grant carries its reason into the audit log, and its key grants once', async () => {
    const member = await withdrawer(t);
    const res = await manual({ username: member.username.toUpperCase(), idempotencyKey: 'manual-grant-0001' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      username: member.username,
      offerId: creditOffer,
      amount: '7.50',
      note: 'Goodwill after outage',
      grantedBy: 'mia.marketing',
      sourceRef: 'manual:manual-grant-0001',
    });
    const again = await manual({ username: member.username, idempotencyKey: 'manual-grant-0001' });
    expect(again.body.value.id).toBe(res.body.value.id);
    expect(await grantsOf(member.id)).toHaveLength(1);
    const audits = (await auditRows(t, merchantId, 'promotion.grant_manual')).filter(
      (r) => r.target_id === res.body.value.id,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({
      reason: 'Goodwill after outage',
      amount: '7.50',
      username: member.username,
    });
    expect(audits[0]?.actor_name).toBe('mia.marketing');

    const listed = await call('GET', `${grantsUrl}?username=${member.username}`);
    expect(listed.body.value.items.map((g: { id: string }) => g.id)).toEqual([res.body.value.id]);
  });

  it('refuses a manual grant without a reason, for nobody, of a negative amount, changing nothing', async () => {
    const member = await withdrawer(t);
    const before = await promotionCounts(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ username: member.username, reason: '' }, 400, 'invalid_input'],
      [{ username: 'nobody-here' }, 404, 'account_not_found'],
      [{ username: member.username, amount: '-3.00' }, 400, 'amount_not_positive'],
      [{ username: member.username, offerId: '999999' }, 404, 'not_found'],
    ];
    for (const [body, status, code] of cases) {
      const res = await manual({ idempotencyKey: `refused-${code}`, ...body });
      expect(res.status, code).toBe(status);
      expect(res.body.code).toBe(code);
    }
    expect(await promotionCounts(t)).toEqual(before);
  });

  it('editing the offer leaves a grant’s terms as they were issued', async () => {
    const member = await withdrawer(t);
    const made = await manual({ username: member.username, idempotencyKey: 'terms-frozen-01' });
    const [before] = await grantsOf(member.id);
    const edited = await call(
      'PUT',
      `${offersUrl}/${creditOffer}`,
      offerInput({
        code: 'CREDIT10',
        budgetTotal: null,
        terms: { ...offerInput().terms, turnoverMultiple: 2, maxBet: '99.00', lifeDays: 30 },
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.value.terms).toMatchObject({ turnoverMultiple: 2, maxBet: '99.00' });
    const [after] = await grantsOf(member.id);
    expect(after?.terms).toEqual(before?.terms);
    expect(after?.turnover_needed).toBe(before?.turnover_needed);
    expect(after?.expires_at).toEqual(before?.expires_at);
    expect((await call('GET', `${grantsUrl}?username=${member.username}`)).body.value.items[0].turnoverNeeded).toBe(
      made.body.value.turnoverNeeded,
    );
  });

  it('a forfeit needs a reason, is audited with it, tells the member, and happens once', async () => {
    const member = await withdrawer(t);
    const made = await manual({ username: member.username, idempotencyKey: 'forfeit-grant-01' });
    const id = made.body.value.id;
    const empty = await call('POST', `${grantsUrl}/${id}/forfeit`, { reason: '' });
    expect(empty.status).toBe(400);
    expect((await grantsOf(member.id))[0]?.state).toBe('active');
    const res = await call('POST', `${grantsUrl}/${id}/forfeit`, { reason: 'Bonus abuse: shared device' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ state: 'forfeited', reason: 'operator', forfeited: '7.50' });
    const [audit] = (await auditRows(t, merchantId, 'promotion.grant_forfeit')).filter((r) => r.target_id === id);
    expect(audit?.detail).toMatchObject({ reason: 'Bonus abuse: shared device', forfeited: '7.50' });
    expect((await messagesOf(member.id)).map((m) => m.kind)).toContain('bonus_forfeited');
    const again = await call('POST', `${grantsUrl}/${id}/forfeit`, { reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('grant_not_active');
    expect((await call('POST', `${grantsUrl}/999999/forfeit`, { reason: 'x' })).status).toBe(404);
    const forfeited = await call('GET', `${grantsUrl}?state=forfeited&offerId=${creditOffer}`);
    expect(forfeited.body.value.items.map((g: { id: string }) => g.id)).toContain(id);
  });
});
