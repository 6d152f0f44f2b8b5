import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../platform/audit';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { hashToken, newToken } from '../../platform/tokens';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { addOperator, auditRows, otherBrand, signIn } from './admin-test-kit';

let t: TestApp;
let merchantId: number;
let cs: string;
let demoId: bigint;
let siti: bigint;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  await addOperator(t, merchantId, 'helpdesk', 'cs');
  cs = await signIn(t, 'helpdesk');
  const demo = await t.deps.db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', 'demo')
    .executeTakeFirstOrThrow();
  demoId = demo.id;
  const hash = await hashPassword(DEMO_PASSWORD);
  // Created later than the demo data, so newest first puts her on top.
  const row = await t.deps.db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: 'SitiNur',
      password_hash: hash,
      mobile_num: '123456789',
      country_dialing_code: '60',
      email: 'Siti@Example.com',
      register_ip: '203.0.113.5',
      labels: ['vip'],
      created_at: new Date(Date.now() + 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  siti = row.id;
  await t.deps.db
    .insertInto('login_attempts')
    .values([
      { merchant_id: merchantId, username: 'sitinur', ip: '198.51.100.1', success: false, reason: 'wrong_credentials' },
      { merchant_id: merchantId, username: 'sitinur', ip: '198.51.100.1', success: true },
      { merchant_id: merchantId, username: 'someoneelse', ip: '198.51.100.1', success: true },
    ])
    .execute();
});
afterAll(() => t.close());

/** A member session as the session module makes it, so locking can be seen to end it. */
async function memberSession(memberId: bigint): Promise<string> {
  const token = newToken();
  await t.deps.db
    .insertInto('member_sessions')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      token_hash: hashToken(token),
      expires_at: new Date(t.clock.now().getTime() + 3_600_000),
    })
    .execute();
  return token;
}

const search = async (qs: string) => {
  const res = await t.call({ method: 'GET', url: `/admin/api/members?${qs}`, token: cs });
  expect(res.statusCode, qs).toBe(200);
  return res.json().value as { total: number; items: { username: string; uplineUsername: string | null }[] };
};
const names = (page: { items: { username: string }[] }) => page.items.map((m) => m.username);
const act = (id: bigint | string, action: string, reason: unknown = 'called in', token = cs) =>
  t.call({ method: 'POST', url: `/admin/api/members/${id}/${action}`, token, payload: { reason }, language: 'en' });

describe('member search', () => {
  it('lists the brand members newest first, with their upline', async () => {
    const all = await search('');
    expect(all.total).toBe(3);
    expect(names(all)).toEqual(['SitiNur', 'demo', 'demoagent']);
    expect(all.items[1]?.uplineUsername).toBe('demoagent');
  });

  it('finds by username prefix (any case, wildcards literal), mobile with or without code, and e-mail', async () => {
    expect(names(await search('query=DEM'))).toEqual(['demo', 'demoagent']);
    expect(names(await search('query=demoa'))).toEqual(['demoagent']);
    expect(names(await search('query=%25'))).toEqual([]);
    expect(names(await search('query=_emo'))).toEqual([]);
    expect(names(await search('query=123456789'))).toEqual(['SitiNur']);
    expect(names(await search('query=%2B60123456789'))).toEqual(['SitiNur']);
    expect(names(await search('query=siti%40example.com'))).toEqual(['SitiNur']);
    expect(names(await search("query=x' OR 1=1 --"))).toEqual([]);
  });

  it('filters by status and type, and pages', async () => {
    expect(names(await search('type=1'))).toEqual(['demoagent']);
    // `agent` is any of the agent types (1, 2, 41, 42), which the back office offers as one.
    await t.deps.db.updateTable('members').set({ type: 41 }).where('username', '=', 'SitiNur').execute();
    try {
      expect(names(await search('type=agent')).sort()).toEqual(['SitiNur', 'demoagent']);
      expect(names(await search('type=41'))).toEqual(['SitiNur']);
    } finally {
      await t.deps.db.updateTable('members').set({ type: 0 }).where('username', '=', 'SitiNur').execute();
    }
    expect(names(await search('type=&status='))).toHaveLength(3);
    const page = await search('page=2&pageSize=2');
    expect(page.total).toBe(3);
    expect(names(page)).toEqual(['demoagent']);
    for (const bad of ['status=asleep', 'type=abc', 'pageSize=0', `query=${'a'.repeat(65)}`, 'query=a%00b']) {
      const res = await t.call({ method: 'GET', url: `/admin/api/members?${bad}`, token: cs, language: 'en' });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
  });
});

describe('member detail and actions', () => {
  it('shows the profile, register address, labels and recent sign-in attempts', async () => {
    const res = await t.call({ method: 'GET', url: `/admin/api/members/${siti}`, token: cs });
    const value = res.json().value;
    expect(value).toMatchObject({
      id: siti.toString(),
      username: 'SitiNur',
      status: 'active',
      email: 'Siti@Example.com',
      mobileNum: '123456789',
      countryDialingCode: '60',
      registerIp: '203.0.113.5',
      labels: ['vip'],
      uplineUsername: null,
      mustChangePassword: false,
      activeSessions: 0,
    });
    expect(value.recentLogins).toEqual([
      { at: expect.any(String), ip: '198.51.100.1', success: true, reason: null },
      { at: expect.any(String), ip: '198.51.100.1', success: false, reason: 'wrong_credentials' },
    ]);
    expect(value).not.toHaveProperty('passwordHash');
  });

  it('locks a member with a reason, ending every session of theirs, and unlocks them', async () => {
    const token = await memberSession(siti);
    expect(
      (await t.call({ method: 'GET', url: `/admin/api/members/${siti}`, token: cs })).json().value.activeSessions,
    ).toBe(1);

    const locked = await act(siti, 'lock', 'chargeback dispute');
    expect(locked.statusCode).toBe(200);
    expect(locked.json().value).toMatchObject({ status: 'locked', activeSessions: 0 });
    const open = await t.deps.db
      .selectFrom('member_sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(open.revoked_at).not.toBeNull();
    expect(names(await search('status=locked'))).toEqual(['SitiNur']);

    const unlocked = await act(siti, 'unlock', 'dispute settled');
    expect(unlocked.json().value).toMatchObject({ status: 'active', failedLoginCount: 0 });

    const [lockRow] = await auditRows(t, merchantId, 'member.lock');
    expect(lockRow).toMatchObject({
      actor_type: 'operator',
      actor_name: 'helpdesk',
      target_type: 'member',
      target_id: siti.toString(),
      detail: { username: 'SitiNur', reason: 'chargeback dispute', previousStatus: 'active' },
    });
    expect((await auditRows(t, merchantId, 'member.unlock'))[0]?.detail).toMatchObject({ reason: 'dispute settled' });
  });

  it("neither locks nor unlocks a frozen account: only an administrator's unfreeze lifts it", async () => {
    await t.deps.db.updateTable('members').set({ status: 'frozen' }).where('id', '=', siti).execute();
    try {
      for (const action of ['unlock', 'lock'] as const) {
        const res = await act(siti, action, 'trying');
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ success: false, code: 'member_frozen' });
      }
      const row = await t.deps.db
        .selectFrom('members')
        .select('status')
        .where('id', '=', siti)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('frozen');
      expect((await auditRows(t, merchantId, 'member.unlock')).map((r) => r.detail)).not.toContainEqual(
        expect.objectContaining({ reason: 'trying' }),
      );
    } finally {
      await t.deps.db.updateTable('members').set({ status: 'active' }).where('id', '=', siti).execute();
    }
  });

  it('resets the password to 123456 to be changed at the next sign-in, signing the member out', async () => {
    const token = await memberSession(demoId);
    const res = await act(demoId, 'reset-password', 'forgot it, verified by phone');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ mustChangePassword: true, activeSessions: 0 });

    const row = await t.deps.db
      .selectFrom('members')
      .select(['password_hash', 'must_change_password'])
      .where('id', '=', demoId)
      .executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(true);
    expect(await verifyPassword('123456', row.password_hash)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(false);
    const info = await t.call({ method: 'GET', url: '/wps/member/info', token });
    expect(info.statusCode).toBe(401);

    const [audit] = await auditRows(t, merchantId, 'member.reset_password');
    expect(audit?.detail).toMatchObject({ username: 'demo', reason: 'forgot it, verified by phone' });
    expect(JSON.stringify(audit?.detail)).not.toContain('123456');
  });

  it('after a reset, signing in with 123456 answers firstTimeLogin', async () => {
    const login = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: (await t.encrypt({ username: 'demo', password: '123456' })) as object,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().value).toMatchObject({ account: 'demo', firstTimeLogin: true });
  });

  it('refuses a missing or oversized reason, a malformed id and an unknown id', async () => {
    for (const reason of ['', '   ', 'x'.repeat(501), 42]) {
      const res = await act(siti, 'lock', reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('reason');
    }
    expect((await act('12abc', 'lock')).statusCode).toBe(400);
    expect((await act('0', 'lock')).statusCode).toBe(400);
    const unknown = await act('999999', 'unlock');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', message: 'Not found.' });
    expect((await t.call({ method: 'GET', url: '/admin/api/members/999999', token: cs })).statusCode).toBe(404);
  });

  it("another brand's member is not found, cannot be acted on, and is never listed", async () => {
    const other = await otherBrand(t);
    expect((await t.call({ method: 'GET', url: `/admin/api/members/${other.memberId}`, token: cs })).statusCode).toBe(
      404,
    );
    for (const action of ['lock', 'unlock', 'reset-password']) {
      expect((await act(other.memberId, action)).statusCode).toBe(404);
    }
    const row = await t.deps.db
      .selectFrom('members')
      .select(['status', 'must_change_password'])
      .where('id', '=', other.memberId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'active', must_change_password: false });
    expect(names(await search('query=o%40example.com'))).toEqual([]);
    expect(names(await search('query=other'))).toEqual([]);
    // Their operator sees their member and none of ours.
    const theirs = await signIn(t, 'otheradmin', DEMO_PASSWORD, other.host);
    const list = await t.call({ method: 'GET', url: '/admin/api/members', token: theirs, host: other.host });
    expect(list.json().value.items.map((m: { username: string }) => m.username)).toEqual(['otherplayer']);
    const ours = await t.call({ method: 'GET', url: `/admin/api/members/${siti}`, token: theirs, host: other.host });
    expect(ours.statusCode).toBe(404);
  });

  it('needs an operator: a member token or none is refused', async () => {
    const memberToken = await memberSession(siti);
    expect((await t.call({ method: 'GET', url: '/admin/api/members', token: memberToken })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/admin/api/members' })).statusCode).toBe(401);
  });

  it('left every change in an intact audit chain', async () => {
    expect(await verifyAuditChain(t.deps.db, merchantId)).toBeNull();
    const actions = (
      await t.deps.db.selectFrom('audit_log').select('action').where('merchant_id', '=', merchantId).execute()
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['member.lock', 'member.unlock', 'member.reset_password']));
  });
});
