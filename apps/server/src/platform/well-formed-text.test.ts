import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../modules/admin/admin-test-kit';
import { depositor, key } from '../modules/deposits/deposit-test-kit';
import { createTestApp, type TestApp } from '../test/harness';

// A lone surrogate ("\ud800" without its pair) in any text of the input is refused with a translated code
// naming the field, where it answered 500 when PostgreSQL refused to store it (22P02). Checked by
// removing the ill_formed case from badTextIn (input-text.ts): every call below answers 500 again.

const MESSAGE = 'The text contains characters that are not valid. Please type it again.';

let t: TestApp;
let admin: string;
let member: { id: bigint; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  member = await depositor(t);
});
afterAll(() => t.close());

function expectRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    code: 'text_ill_formed',
    message: MESSAGE,
    details: [{ field, reason: 'invalid', message: 'This value is not valid.' }],
  });
}

const operator = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.call({ method, url, token: admin, language: 'en', payload });

describe('text with a lone surrogate', () => {
  it.each(['\ud800', '\udfff', 'ab\ud83dcd', '\ude00x'])(
    '%j is refused on every text the probe found, and nothing is kept',
    async (bad) => {
      const adjustments = () => t.deps.db.selectFrom('balance_adjustments').select('id').execute();
      const adjustmentsBefore = await adjustments();
      expectRefused(
        await t.call({
          method: 'POST',
          url: '/wps/member/bank-accounts',
          token: member.token,
          language: 'en',
          payload: { bankName: `May${bad}bank`, accountNumber: '514000111222', accountName: 'Ali Bin Abu' },
        }),
        'bankName',
      );
      expectRefused(await operator('POST', `/admin/api/members/${member.id}/lock`, { reason: bad }), 'reason');
      expectRefused(
        await operator('PUT', '/admin/api/site-status', {
          maintenance: false,
          maintenanceFrom: null,
          maintenanceUntil: null,
          maintenanceMessage: { ms: 'Naik taraf', en: bad, zh: '升级' },
        }),
        'maintenanceMessage.en',
      );
      expectRefused(
        await operator('POST', '/admin/api/cashier/deposit-methods', {
          kind: 'bank_transfer',
          name: { ms: 'Bank', en: `Bank ${bad}`, zh: '银行' },
          min: '10.00',
          max: '1000.00',
          enabled: true,
          sort: 5,
          bankName: 'Maybank',
          accountName: 'Gemilang Sdn Bhd',
          accountNumber: '514000111222',
          instructions: { ms: '', en: '', zh: '' },
        }),
        'name.en',
      );
      expectRefused(
        await operator('POST', '/admin/api/adjustments', {
          username: 'demo',
          amount: '5.00',
          reason: `goodwill ${bad}`,
          idempotencyKey: key(),
        }),
        'reason',
      );
      const db = t.deps.db;
      expect(
        await db.selectFrom('member_bank_accounts').select('id').where('member_id', '=', member.id).execute(),
      ).toEqual([]);
      expect(await adjustments()).toEqual(adjustmentsBefore);
      const row = await db.selectFrom('members').select('status').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(row.status).not.toBe('locked');
    },
  );

  it('is refused in a query string and in the caller language', async () => {
    const res = await t.call({ method: 'GET', url: '/admin/api/members?q=%ED%A0%80', token: admin, language: 'en' });
    expect(res.statusCode).toBeLessThan(500);
    const zh = await t.call({
      method: 'PUT',
      url: '/admin/api/adjustments/settings',
      token: admin,
      language: 'zh',
      payload: { approvalThreshold: '\ud800' },
    });
    expect(zh.json()).toMatchObject({ code: 'text_ill_formed', message: '文本包含无效字符，请重新输入。' });
  });

  it('a proper pair (an emoji) and other scripts are text like any other', async () => {
    const res = await operator('POST', `/admin/api/members/${member.id}/lock`, {
      reason: 'abuse 😀 滥用 penyalahgunaan',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
