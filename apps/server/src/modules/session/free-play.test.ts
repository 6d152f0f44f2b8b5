import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error';
import { authorize } from '../../platform/auth';
import { loadMerchantById } from '../../platform/merchant';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { TRIALS_PER_IP_PER_HOUR } from './free-play';
import { freezeWallClock, postLogin } from './session-test-kit';

let t: TestApp;
let spki: string;
beforeAll(async () => {
  t = await createTestApp();
  freezeWallClock(t);
  spki = (await t.call({ method: 'GET', url: '/wps/system/publicKey' })).json().value.spki;
});
afterAll(() => t.close());

/** What the site does: a random string, reversed, RSA-OAEP encrypted with the server's key. */
function freePlayKey(text = randomBytes(24).toString('hex')): string {
  const key = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
  const reversed = [...text].reverse().join('');
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(reversed),
  ).toString('base64');
}

function play(key: string, ip = '10.8.0.1', extra: Record<string, unknown> = {}) {
  return t.call({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: { os: 'Windows', platform: 'W', key, version: 3, ...extra },
    remoteAddress: ip,
    language: 'en',
  });
}

async function setFreePlay(enabled: boolean) {
  await t.deps.db
    .updateTable('feature_modules')
    .set({ enabled })
    .where('merchant_id', '=', await merchantIdOf(t))
    .where('mod_id', '=', 'FREEPLAY3')
    .execute();
}

async function authorizeAs(token: string, access: 'member' | 'realMember') {
  const merchant = await loadMerchantById(t.deps.db, await merchantIdOf(t));
  const request = {
    headers: { authorization: `Bearer ${token}` },
    server: t.app,
    merchant,
  } as unknown as FastifyRequest;
  await authorize(request, access);
  return request.member;
}

describe('POST /wps/session/login/freeplay', () => {
  it('opens a trial account (type 4) and signs it in', async () => {
    const res = await play(freePlayKey());
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ merchant: 'demo', isAgent: 4, firstTimeLogin: false, passwordExpired: false });
    expect(value.account).toMatch(/^trial[a-z0-9]{8}$/);
    const member = await t.deps.db
      .selectFrom('members')
      .select(['id', 'type', 'password_hash', 'register_ip'])
      .where('username', '=', value.account)
      .executeTakeFirstOrThrow();
    expect(member.type).toBe(4);
    expect(member.register_ip).toBe('10.8.0.1');
    expect(value.customerId).toBe(member.id.toString());
    const balance = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: value.token });
    expect(balance.statusCode).toBe(200);
  });

  it('refuses a replayed key with freeplay_replayed and opens no second account', async () => {
    const key = freePlayKey('ReplayMe0123456789abcdef');
    expect((await play(key, '10.8.0.2')).statusCode).toBe(200);
    const before = await t.deps.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const replay = await play(key, '10.8.0.3');
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('freeplay_replayed');
    // A fresh encryption of the same text is the same key: still refused.
    expect((await play(freePlayKey('ReplayMe0123456789abcdef'), '10.8.0.3')).json().code).toBe('freeplay_replayed');
    const after = await t.deps.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a key whose text is too short or not alphanumeric', async () => {
    for (const text of ['short123', 'has spaces in it 1234', 'x'.repeat(65)]) {
      const res = await play(freePlayKey(text), '10.8.0.4');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'key', reason: 'invalid' }] });
    }
  });

  it('refuses a key that is not ours with decryption_failed', async () => {
    const res = await play(Buffer.from('not encrypted at all').toString('base64'), '10.8.0.5');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('decryption_failed');
  });

  it('refuses bad fields with invalid_input', async () => {
    const res = await play(freePlayKey(), '10.8.0.6', { platform: 'X', version: 2 });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['platform', 'version']);
    const huge = await play('A'.repeat(1025), '10.8.0.6');
    expect(huge.json().code).toBe('invalid_input');
  });

  it('refuses when FREEPLAY3 is off', async () => {
    await setFreePlay(false);
    const res = await play(freePlayKey(), '10.8.0.7');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('feature_disabled');
    await setFreePlay(true);
  });

  it('opens at most 20 trial accounts an hour from one address', async () => {
    const ip = '10.8.1.1';
    for (let i = 0; i < TRIALS_PER_IP_PER_HOUR; i++) expect((await play(freePlayKey(), ip)).statusCode).toBe(200);
    const res = await play(freePlayKey(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    t.clock.advance(61 * 60 * 1000);
    expect((await play(freePlayKey(), ip)).statusCode).toBe(200);
  });
});

describe('trial accounts and real-member routes', () => {
  it('refuses a trial token where a real account is needed (in_need_true_account), and passes a real one', async () => {
    const trial = (await play(freePlayKey(), '10.8.2.1')).json().value.token as string;
    expect((await authorizeAs(trial, 'member'))?.type).toBe(4);
    await expect(authorizeAs(trial, 'realMember')).rejects.toEqual(new AppError('in_need_true_account'));
    expect(new AppError('in_need_true_account').status).toBe(403);

    const real = (await postLogin(t, { username: 'demo', password: DEMO_PASSWORD }, { ip: '10.8.2.2' })).json().value
      .token;
    expect((await authorizeAs(real, 'realMember'))?.username).toBe('demo');
  });
});
