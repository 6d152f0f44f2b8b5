import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMerchant } from '../system/create-merchant';
import { memberRow, tokenFor } from './member-test-kit';

let t: TestApp;
let demoToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await createMerchant(t.deps, { code: 'other', name: 'Other Brand', hosts: ['other.test'] });
  demoToken = await tokenFor(t, 'demo');
});
afterAll(() => t.close());

describe('GET /wps/member/info', () => {
  it('tells the signed-in member who they are, contact details masked', async () => {
    await t.deps.db
      .updateTable('members')
      .set({ mobile_num: '123456789', country_dialing_code: '60', email: 'demo.player@example.com', labels: ['VIP'] })
      .where('username', '=', 'demo')
      .execute();
    const res = await t.call({ method: 'GET', url: '/wps/member/info', token: demoToken });
    expect(res.statusCode).toBe(200);
    const row = await memberRow(t, 'demo');
    expect(res.json().value).toEqual({
      id: row.id.toString(),
      account: 'demo',
      nickname: 'Demo',
      type: 0,
      toUpline: true,
      clubLabel: null,
      memberLabel: [{ labelName: 'VIP' }],
      vipLevel: 0,
      vipService: false,
      currency: 'MYR',
      payeeName: 'Demo Player',
      mobileNum: '60*******89',
      email: 'd***@example.com',
      registeredAt: row.created_at.toISOString(),
      lastLoginAt: null,
    });
    expect(res.body).not.toContain('123456789');
    expect(res.body).not.toContain('demo.player');
  });

  it('says an agent at the top has no upline, and a trial account never transfers to one', async () => {
    const agent = await t.call({ method: 'GET', url: '/wps/member/info', token: await tokenFor(t, 'demoagent') });
    expect(agent.json().value).toMatchObject({
      account: 'demoagent',
      type: 1,
      toUpline: false,
      mobileNum: '',
      email: '',
    });

    const upline = await memberRow(t, 'demoagent');
    await t.deps.db
      .insertInto('members')
      .values({
        merchant_id: await merchantIdOf(t),
        username: 'trial0001',
        type: 4,
        upline_id: upline.id,
        password_hash: 'x',
      })
      .execute();
    const trial = await t.call({ method: 'GET', url: '/wps/member/info', token: await tokenFor(t, 'trial0001') });
    expect(trial.statusCode).toBe(200);
    expect(trial.json().value).toMatchObject({ type: 4, toUpline: false, nickname: 'trial0001' });
  });

  it('needs a token, and a token of one brand opens nothing on another brand host', async () => {
    const none = await t.call({ method: 'GET', url: '/wps/member/info', language: 'en' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'token_required', message: 'Please log in to continue.' });

    const elsewhere = await t.call({ method: 'GET', url: '/wps/member/info', token: demoToken, host: 'other.test' });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().code).toBe('token_expired');
  });
});

describe('member avatar', () => {
  it('serves a stock avatar from the site and an uploaded one as stored, on both paths', async () => {
    for (const url of ['/wps/member/info/icon', '/wps/relay/MCSFE_getPlayerAvatar']) {
      const res = await t.call({ method: 'GET', url, token: demoToken });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toEqual({ avatar: '/avatars/avatar-01.svg', avatarType: 'STATIC' });
    }
    await t.deps.db
      .updateTable('members')
      .set({ avatar: '/uploads/demo/profile/7.png', avatar_type: 'CUSTOM' })
      .where('username', '=', 'demo')
      .execute();
    const custom = await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getPlayerAvatar', token: demoToken });
    expect(custom.json().value).toEqual({ avatar: '/uploads/demo/profile/7.png', avatarType: 'CUSTOM' });
  });

  it('needs a token', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/member/info/icon' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('accepts an agent invitation code of this brand', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/agent/affiliate?code=DEMO2026&domain=localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ valid: true, agent: 'demoagent' });
  });

  it('refuses an unknown code, a player code, a locked agent and another brand code', async () => {
    const check = (code: string, host?: string) =>
      t.call({ method: 'GET', url: `/wps/agent/affiliate?code=${encodeURIComponent(code)}`, host, language: 'en' });

    const unknown = await check('NOSUCH01');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'invitation_code_error',
      message: 'Invalid invitation code.',
    });

    await t.deps.db.updateTable('members').set({ affiliate_code: 'PLAYER01' }).where('username', '=', 'demo').execute();
    expect((await check('PLAYER01')).json().code).toBe('invitation_code_error');

    await t.deps.db
      .insertInto('members')
      .values({
        merchant_id: await merchantIdOf(t, 'other'),
        username: 'otheragent',
        type: 2,
        password_hash: 'x',
        affiliate_code: 'OTHER777',
      })
      .execute();
    expect((await check('OTHER777')).json().code).toBe('invitation_code_error');
    expect((await check('OTHER777', 'other.test')).json().value).toEqual({ valid: true, agent: 'otheragent' });

    await t.deps.db.updateTable('members').set({ status: 'locked' }).where('username', '=', 'demoagent').execute();
    expect((await check('DEMO2026')).json().code).toBe('invitation_code_error');
    await t.deps.db.updateTable('members').set({ status: 'active' }).where('username', '=', 'demoagent').execute();
  });

  it('refuses a missing or oversized code with 400', async () => {
    const missing = await t.call({ method: 'GET', url: '/wps/agent/affiliate', language: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({ field: 'code' });
    const long = await t.call({ method: 'GET', url: `/wps/agent/affiliate?code=${'A'.repeat(500)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0]).toMatchObject({ field: 'code', reason: 'too_long' });
  });
});
