import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { addOperator, auditRows, signIn } from '../admin/admin-test-kit';

/**
 * The brand's chat settings from the back office (ADR 065, 070): the admin sets an outside chat, which the site's status
 * then names for the player, and the retention; bad values are refused with nothing changed; customer service may not.
 * Checked to fail: with the retention written as the outside address (a swapped setBrandSetting), the read-back went red.
 */
let t: TestApp;
let admin: string;
let cs: string;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  admin = await signIn(t);
  await addOperator(t, merchantId, 'cs.settings', 'cs');
  cs = await signIn(t, 'cs.settings');
}, 60_000);
afterAll(() => t.close());

const put = (token: string, payload: object) =>
  t.call({ method: 'PUT', url: '/admin/api/support-chat/settings', token, payload, language: 'en' });
const read = (token: string) => t.call({ method: 'GET', url: '/admin/api/support-chat/settings', token });
const status = async () => (await t.call({ method: 'GET', url: '/wps/support-chat/status' })).json().value;

describe('chat settings', () => {
  it('start as the built-in chat kept a year', async () => {
    expect((await read(admin)).json().value).toEqual({ outsideChatUrl: null, retentionDays: 365 });
    expect((await status()).outsideUrl).toBeNull();
  });

  it('the admin names an outside chat the site then opens, and a retention, audited', async () => {
    const saved = await put(admin, { outsideChatUrl: 'https://chat.example.com/gemilang', retentionDays: 90 });
    expect(saved.json()).toMatchObject({
      success: true,
      value: { outsideChatUrl: 'https://chat.example.com/gemilang', retentionDays: 90 },
    });
    expect((await read(admin)).json().value).toEqual({
      outsideChatUrl: 'https://chat.example.com/gemilang',
      retentionDays: 90,
    });
    expect((await status()).outsideUrl).toBe('https://chat.example.com/gemilang');
    const rows = await auditRows(t, merchantId, 'support_chat.settings_update');
    expect(rows.at(-1)?.detail).toMatchObject({ after: { retentionDays: 90 } });

    expect((await put(admin, { outsideChatUrl: null, retentionDays: 90 })).statusCode).toBe(200);
    expect((await status()).outsideUrl).toBeNull();
  });

  it('refuses an address that is not https and a retention out of bounds, changing nothing', async () => {
    for (const body of [
      { outsideChatUrl: 'http://chat.example.com', retentionDays: 90 },
      { outsideChatUrl: 'javascript:alert(1)', retentionDays: 90 },
      { outsideChatUrl: null, retentionDays: 7 },
      { outsideChatUrl: null, retentionDays: 3651 },
    ]) {
      const res = await put(admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    expect((await read(admin)).json().value).toEqual({ outsideChatUrl: null, retentionDays: 90 });
  });

  it('is the admin alone: customer service is refused', async () => {
    expect((await read(cs)).statusCode).toBe(403);
    expect((await put(cs, { outsideChatUrl: null, retentionDays: 30 })).statusCode).toBe(403);
  });
});
