import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { CAPTCHA_TTL_MS, storeCaptcha } from './captcha-store';
import { freezeWallClock, knownCaptcha, makeMember, postLogin } from './session-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  freezeWallClock(t);
});
afterAll(() => t.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function getCaptcha(ip: string, cookie?: string) {
  return t.call({ method: 'GET', url: '/wps/captcha', remoteAddress: ip, headers: cookie ? { cookie } : {} });
}

function gcapOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const value = /gcap=([A-Za-z0-9_-]+)/.exec(header)?.[1];
  if (!value) throw new Error(`no gcap cookie in ${header}`);
  return value;
}

describe('GET /wps/captcha', () => {
  it('answers a base64 PNG (no data: prefix) and binds it to an HttpOnly SameSite=Strict cookie', async () => {
    const res = await getCaptcha('10.9.0.1');
    expect(res.statusCode).toBe(200);
    const value = res.json().value as string;
    expect(value.startsWith('data:')).toBe(false);
    const png = Buffer.from(value, 'base64');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.length).toBeGreaterThan(1000);

    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const clientKey = gcapOf(res.headers['set-cookie']);
    const rows = await t.deps.db.selectFrom('captchas').selectAll().where('client_key', '=', clientKey).execute();
    expect(rows).toHaveLength(1);
    // Only a hash of the four digits is kept.
    expect(rows[0]?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(CAPTCHA_TTL_MS);
  });

  it('gives a client at most one a second (by cookie)', async () => {
    const first = await getCaptcha('10.9.0.2');
    const cookie = `gcap=${gcapOf(first.headers['set-cookie'])}`;
    t.clock.advance(1100);
    const second = await getCaptcha('10.9.0.3', cookie);
    expect(second.statusCode).toBe(200);
    // The browser already has its cookie: none is set again.
    expect(second.headers['set-cookie']).toBeUndefined();
    const tooSoon = await getCaptcha('10.9.0.4', cookie);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ success: false, code: 'captcha_too_soon' });
    t.clock.advance(1100);
    expect((await getCaptcha('10.9.0.4', cookie)).statusCode).toBe(200);
  });

  it('throttles a client without a cookie by its address', async () => {
    expect((await getCaptcha('10.9.1.1')).statusCode).toBe(200);
    const again = await getCaptcha('10.9.1.1');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('captcha_too_soon');
    // Another address is not held back.
    expect((await getCaptcha('10.9.1.2')).statusCode).toBe(200);
    t.clock.advance(1100);
    expect((await getCaptcha('10.9.1.1')).statusCode).toBe(200);
  });

  it('holds the one-a-second limit when requests race', async () => {
    const first = await getCaptcha('10.9.1.9');
    const cookie = `gcap=${gcapOf(first.headers['set-cookie'])}`;
    t.clock.advance(1100);
    const answers = await Promise.all(Array.from({ length: 4 }, () => getCaptcha('10.9.1.9', cookie)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
  });

  it('ignores a cookie that is not one of ours', async () => {
    const res = await getCaptcha('10.9.2.1', 'gcap=<script>');
    expect(res.statusCode).toBe(200);
    expect(gcapOf(res.headers['set-cookie'])).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('captcha answers at sign-in', () => {
  it('refuses a captcha older than five minutes, and one the server drew whose answer was not read', async () => {
    await makeMember(t, { username: 'capexpiry', password: 'right-pass-1' });
    const ip = '10.9.3.1';
    await postLogin(t, { username: 'capexpiry', password: 'wrong' }, { ip });

    const cookie = await knownCaptcha(t, '2468');
    t.clock.advance(CAPTCHA_TTL_MS + 1000);
    const stale = await postLogin(
      t,
      { username: 'capexpiry', password: 'right-pass-1', captcha: '2468' },
      { ip, cookie },
    );
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({ code: 'captcha_wrong', details: { captcha: true } });

    // A real picture's answer is four digits that only the picture shows; a guess of letters never matches.
    const drawn = await getCaptcha(ip);
    const drawnCookie = `gcap=${gcapOf(drawn.headers['set-cookie'])}`;
    const hashes = await t.deps.db
      .selectFrom('captchas')
      .select('answer_hash')
      .where('client_key', '=', gcapOf(drawn.headers['set-cookie']))
      .execute();
    expect(hashes).toHaveLength(1);
    const guess = await postLogin(
      t,
      { username: 'capexpiry', password: 'right-pass-1', captcha: 'abcd' },
      { ip, cookie: drawnCookie },
    );
    expect(guess.json().code).toBe('captcha_wrong');
  });

  it('refuses an answer without the cookie its captcha was bound to', async () => {
    await makeMember(t, { username: 'capcookie', password: 'right-pass-2' });
    const ip = '10.9.4.1';
    await postLogin(t, { username: 'capcookie', password: 'wrong' }, { ip });
    await knownCaptcha(t, '1357');
    const res = await postLogin(t, { username: 'capcookie', password: 'right-pass-2', captcha: '1357' }, { ip });
    expect(res.json().code).toBe('captcha_wrong');
  });

  it('honours only the newest captcha of a client', async () => {
    await makeMember(t, { username: 'capnewest', password: 'right-pass-3' });
    const ip = '10.9.5.1';
    await postLogin(t, { username: 'capnewest', password: 'wrong' }, { ip });
    const cookie = await knownCaptcha(t, '1111');
    const clientKey = cookie.slice('gcap='.length);
    t.clock.advance(1100);
    // A refreshed picture for the same browser: the earlier answer no longer counts.
    await storeCaptcha(t.deps.db, {
      merchantId: await merchantIdOf(t),
      clientKey,
      answer: '2222',
      ip: null,
      now: t.deps.now(),
    });
    const old = await postLogin(
      t,
      { username: 'capnewest', password: 'right-pass-3', captcha: '1111' },
      { ip, cookie },
    );
    expect(old.json().code).toBe('captcha_wrong');
  });
});
