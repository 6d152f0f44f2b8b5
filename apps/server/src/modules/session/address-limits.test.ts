import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { register, uniqueName, validRegistration } from '../member/member-test-kit';
import { freezeWallClock } from './session-test-kit';

// Checked by breaking it: with the address allowance left out of issue-captcha.ts, all 8 pictures fetched
// with a fresh cookie each were served; with it left out of register-member.ts, the fourth registration from
// one address went through.

const CAPTCHAS = 5;
const REGISTRATIONS = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { CAPTCHAS_PER_ADDRESS_HOURLY: CAPTCHAS, REGISTRATIONS_PER_ADDRESS_HOURLY: REGISTRATIONS },
  });
  freezeWallClock(t);
});
afterAll(() => t.close());

const randomCookie = () => `gcap=${Math.random().toString(36).slice(2).padEnd(22, 'x').slice(0, 22)}`;

describe('limits per client address', () => {
  it('serves an address only so many captcha pictures an hour, however many cookies it makes up', async () => {
    const answers = [];
    for (let i = 0; i < CAPTCHAS + 3; i++) {
      t.clock.advance(1_100);
      answers.push(
        await t.call({
          method: 'GET',
          url: '/wps/captcha',
          remoteAddress: '10.7.0.1',
          language: 'ms',
          headers: { cookie: randomCookie() },
        }),
      );
    }
    expect(answers.map((r) => r.statusCode)).toEqual([...Array(CAPTCHAS).fill(200), 429, 429, 429]);
    expect(answers[CAPTCHAS]?.json()).toMatchObject({
      success: false,
      code: 'rate_limited',
      message: 'Terlalu banyak permintaan. Sila perlahan dan cuba lagi.',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    // Another address is not held back; an hour on, this one has its pictures again.
    expect((await t.call({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.7.0.2' })).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    expect((await t.call({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.7.0.1' })).statusCode).toBe(200);
  });

  it('lets an address register only so many members an hour, and creates nothing beyond', async () => {
    for (let i = 0; i < REGISTRATIONS; i++) {
      const res = await register(t, validRegistration(), { remoteAddress: '10.7.1.1' });
      expect(res.json().success).toBe(true);
    }
    const username = uniqueName('over');
    const beyond = await register(t, validRegistration({ username }), { remoteAddress: '10.7.1.1', language: 'en' });
    expect(beyond.statusCode).toBe(429);
    expect(beyond.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many requests. Please slow down and try again.',
    });
    const row = await t.deps.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirst();
    expect(row).toBeUndefined();

    expect((await register(t, validRegistration(), { remoteAddress: '10.7.1.2' })).json().success).toBe(true);
    t.clock.advance(60 * 60 * 1000 + 1_000);
    expect((await register(t, validRegistration(), { remoteAddress: '10.7.1.1' })).json().success).toBe(true);
  });
});
