import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../modules/admin/admin-test-kit';
import { tokenFor } from '../modules/member/member-test-kit';
import { makeMember, postLogin } from '../modules/session/session-test-kit';
import { createSecondApp, createTestApp, type TestApp } from '../test/harness';

// Issue 9 (ADR 016): what every authenticated call reads is cached per process, yet a session that ended,
// a locked member or a reset password is refused on the very next call, on this process and on another
// one on the same database, however warm the cache. Checked to fail by making ReadCache.forgetFor ignore
// events: every "very next call" below was then answered 200 from the cache.

type Caller = Pick<TestApp, 'call'>;

let t: TestApp;
let admin: string;
let second: Awaited<ReturnType<typeof createSecondApp>> | null = null;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  if (t.databaseUrl) second = await createSecondApp(t);
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const balance = (on: Caller, token: string) =>
  on.call({ method: 'GET', url: '/wps/v2/wallets/balance', token, language: 'en' });

/** A member whose session has been read (twice, so it is served from the cache) on each given process. */
async function warmMember(prefix: string, on: Caller[]) {
  const username = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
  const id = await makeMember(t, { username, password: 'warm-pass-2026' });
  const token = await tokenFor(t, username);
  for (const app of on) {
    expect((await balance(app, token)).statusCode).toBe(200);
    expect((await balance(app, token)).statusCode).toBe(200);
  }
  return { id, username, token };
}

const operatorAct = (id: bigint, action: 'lock' | 'reset-password') =>
  t.call({
    method: 'POST',
    url: `/admin/api/members/${id}/${action}`,
    token: admin,
    payload: { reason: 'cache test' },
  });

function suite(name: string, processes: () => { acting: TestApp; asked: Caller }) {
  describe(name, () => {
    it('refuses a signed-out session on the very next call', async () => {
      const { acting, asked } = processes();
      const member = await warmMember('cout', [acting, asked]);
      expect(
        (await acting.call({ method: 'DELETE', url: '/wps/session/logout', token: member.token })).statusCode,
      ).toBe(200);
      expect((await balance(asked, member.token)).json().code).toBe('token_expired');
    });

    it('refuses a member an operator locks on the very next call', async () => {
      const { asked } = processes();
      const member = await warmMember('clock', [t, asked]);
      expect((await operatorAct(member.id, 'lock')).statusCode).toBe(200);
      expect((await balance(asked, member.token)).statusCode).toBe(401);
    });

    it('refuses the old session after a password reset, and the 123456 session may only change it', async () => {
      const { asked } = processes();
      const member = await warmMember('creset', [t, asked]);
      expect((await operatorAct(member.id, 'reset-password')).statusCode).toBe(200);
      expect((await balance(asked, member.token)).json().code).toBe('token_expired');

      const login = await postLogin(t, { username: member.username, password: '123456' }, { ip: '10.9.0.1' });
      const forced = login.json().value.token as string;
      expect((await balance(asked, forced)).json().code).toBe('password_change_required');
      expect((await balance(asked, forced)).json().code).toBe('password_change_required');
    });
  });
}

suite('on the process that ended the session', () => ({ acting: t, asked: t }));

describe.skipIf(process.env.TEST_DB !== 'postgres')('on another process on the same database', () => {
  suite('a second app instance', () => ({ acting: t, asked: second as Caller }));

  it('refuses a caller in a range blocked on the other process on the very next call', async () => {
    const asked = second as Caller;
    const member = await warmMember('crange', [asked]);
    const added = await t.call({
      method: 'POST',
      url: '/admin/api/blocked-ranges',
      token: admin,
      payload: { cidr: '127.0.0.0/8', note: 'cache test' },
    });
    expect(added.statusCode).toBe(200);
    try {
      expect((await balance(asked, member.token)).json().code).toBe('region_blocked');
    } finally {
      await t.call({ method: 'DELETE', url: `/admin/api/blocked-ranges/${added.json().value.id}`, token: admin });
    }
    // Lifting a block reaches the other process by its notice, a moment later: only the refusal must be at once.
    await expect.poll(async () => (await balance(asked, member.token)).statusCode, { timeout: 10_000 }).toBe(200);
  });
});
