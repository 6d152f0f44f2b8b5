/**
 * The agent's team (ADR 033): the closure table at depth, who may see and move what, bad input, the
 * transfer to a downline's idempotency and a race on one balance. Seen failing on purpose: dropping the
 * `l.ancestor_id = agent` condition in team-accounts.ts lets the other agent's member through (the scoping
 * test goes red); dropping the cashier lock and the ledger's guard would let the race overdraw (the race
 * test asserts the exact count of transfers that fit).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { otherBrand } from '../admin/admin-test-kit';
import { tokenFor, uniqueName } from '../member/member-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { memberBalance } from '../wallet/ledger';
import { PAY_PASSWORD, type Withdrawer, withdrawer } from '../withdrawals/withdrawal-test-kit';

let t: TestApp;
let demoId: number;
/** boss → sub (agent) → mid (agent) → leaf (member), and boss → direct (member); rival's team apart. */
let boss: Withdrawer;
let sub: Withdrawer;
let mid: Withdrawer;
let leaf: Withdrawer;
let direct: Withdrawer;
let rival: Withdrawer;
let rivalMember: Withdrawer;
let theirs: Withdrawer;

beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
  await otherBrand(t);
  boss = await withdrawer(t, { type: 1, balance: 100_000n });
  sub = await withdrawer(t, { type: 2, uplineId: boss.id, balance: 5_000n });
  mid = await withdrawer(t, { type: 41, uplineId: sub.id });
  leaf = await withdrawer(t, { uplineId: mid.id });
  direct = await withdrawer(t, { uplineId: boss.id });
  rival = await withdrawer(t, { type: 1 });
  rivalMember = await withdrawer(t, { uplineId: rival.id });
  const otherAgent = await withdrawer(t, { type: 1, code: 'other' });
  theirs = await withdrawer(t, { code: 'other', uplineId: otherAgent.id });
});
afterAll(() => t.close());

const get = (who: { token: string }, url: string, host?: string) =>
  t.call({ method: 'GET', url, token: who.token, language: 'en', host });
const send = (who: { token: string }, account: string, amount: string, extra: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    url: '/wps/agent/team/transfer',
    token: who.token,
    language: 'en',
    payload: { account, amount, paymentPassword: PAY_PASSWORD, idempotencyKey: randomUUID(), ...extra },
  });

async function links(descendant: bigint) {
  return t.deps.db
    .selectFrom('team_links')
    .select(['ancestor_id', 'depth'])
    .where('descendant_id', '=', descendant)
    .orderBy('depth')
    .execute();
}

describe('the team tree', () => {
  it('links every member to each upline at its depth, kept by the database as uplines are set', async () => {
    expect(await links(leaf.id)).toEqual([
      { ancestor_id: leaf.id, depth: 0 },
      { ancestor_id: mid.id, depth: 1 },
      { ancestor_id: sub.id, depth: 2 },
      { ancestor_id: boss.id, depth: 3 },
    ]);
  });

  it('carries a whole branch along when its top moves under another upline, and refuses a loop', async () => {
    const a = await withdrawer(t, { type: 1 });
    const b = await withdrawer(t, { type: 1, uplineId: a.id });
    const c = await withdrawer(t, { uplineId: b.id });
    const top = await withdrawer(t, { type: 1 });
    await t.deps.db.updateTable('members').set({ upline_id: top.id }).where('id', '=', a.id).execute();
    expect(await links(c.id)).toEqual([
      { ancestor_id: c.id, depth: 0 },
      { ancestor_id: b.id, depth: 1 },
      { ancestor_id: a.id, depth: 2 },
      { ancestor_id: top.id, depth: 3 },
    ]);
    await expect(
      t.deps.db.updateTable('members').set({ upline_id: c.id }).where('id', '=', a.id).execute(),
    ).rejects.toThrow();
  });

  it('places a registration by an agent’s invitation code under that agent', async () => {
    const before = (await get(sub, '/wps/agent/invitation')).json().value.registrations;
    const code = (await t.call({ method: 'POST', url: '/wps/agent/invitation', token: sub.token })).json().value;
    expect(code.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(code.link).toContain(`/register?affiliateCode=${code.code}`);
    const { register, validRegistration } = await import('../member/member-test-kit');
    const username = uniqueName('inv');
    const res = await register(t, validRegistration({ username, affiliateCode: code.code }));
    expect(res.json().success).toBe(true);
    const row = await t.deps.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect((await links(row.id)).map((l) => [l.ancestor_id, l.depth])).toEqual([
      [row.id, 0],
      [sub.id, 1],
      [boss.id, 2],
    ]);
    const again = (await get(sub, '/wps/agent/invitation')).json().value;
    expect(again).toMatchObject({ code: code.code, registrations: before + 1 });
  });
});

describe('register centre', () => {
  it('opens member and agent accounts directly under the agent, who must choose a password at first sign-in', async () => {
    const name = uniqueName('opn');
    const res = await t.call({
      method: 'PUT',
      url: '/wps/agent/team/accounts',
      token: sub.token,
      language: 'en',
      payload: { kind: 'agent', username: name, password: 'abc12345' },
    });
    expect(res.json()).toMatchObject({ success: true, value: { account: name, kind: 'agent' } });
    const row = await t.deps.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', name)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ upline_id: sub.id, type: 1, must_change_password: true, merchant_id: demoId });
    expect((await links(row.id)).map((l) => l.ancestor_id)).toEqual([row.id, sub.id, boss.id]);
  });

  it('refuses a taken name and a password the brand’s rule refuses, opening nothing', async () => {
    const open = (payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: '/wps/agent/team/accounts', token: sub.token, language: 'en', payload });
    expect((await open({ kind: 'member', username: leaf.username, password: 'abc12345' })).json().code).toBe(
      'username_taken',
    );
    const name = uniqueName('bad');
    expect((await open({ kind: 'member', username: name, password: '1' })).json().code).toBe('password_rule');
    expect((await open({ kind: 'boss', username: name, password: 'abc12345' })).json().code).toBe('invalid_input');
    const made = await t.deps.db.selectFrom('members').select('id').where('username', '=', name).execute();
    expect(made).toEqual([]);
  });
});

describe('downline management', () => {
  it('lists the downline at every depth with level, upline, balance and team size', async () => {
    const page = (await get(boss, '/wps/agent/team/members?pageSize=50')).json().value;
    const byName = new Map(page.items.map((i: { account: string }) => [i.account, i]));
    expect(byName.get(sub.username)).toMatchObject({
      level: 1,
      kind: 'agent',
      balance: '50.00',
      upline: boss.username,
    });
    expect(byName.get(leaf.username)).toMatchObject({ level: 3, kind: 'member', upline: mid.username, teamSize: 0 });
    expect((byName.get(sub.username) as { teamSize: number }).teamSize).toBeGreaterThanOrEqual(2);
    expect(byName.has(rivalMember.username)).toBe(false);
    expect(byName.has(boss.username)).toBe(false);
  });

  it('filters by level, kind, account and status', async () => {
    const names = async (query: string) =>
      (await get(boss, `/wps/agent/team/members?${query}`))
        .json()
        .value.items.map((i: { account: string }) => i.account);
    expect(await names('level=1')).toEqual(expect.arrayContaining([sub.username, direct.username]));
    expect(await names('level=1')).not.toContain(mid.username);
    expect(await names('kind=agent&level=2')).toContain(mid.username);
    expect(await names('kind=member&level=2')).not.toContain(mid.username);
    expect(await names(`account=${leaf.username.slice(2).toUpperCase()}`)).toEqual([leaf.username]);
    expect(await names('status=frozen')).toEqual([]);
  });

  it('shows an account of the team with the chain down to it', async () => {
    const res = (await get(boss, `/wps/agent/team/members/${leaf.username}`)).json().value;
    expect(res).toMatchObject({ account: leaf.username, level: 3, path: [boss.username, sub.username, mid.username] });
  });

  it('refuses any account outside the caller’s own downline as unknown: another team, another brand, the upline', async () => {
    for (const [who, account] of [
      [boss, rivalMember.username],
      [boss, theirs.username],
      [sub, boss.username],
      [sub, sub.username],
      [boss, 'nobody-here'],
    ] as const) {
      const res = await get(who, `/wps/agent/team/members/${account}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'team_member_unknown' });
    }
  });

  it('refuses every agent call to a member who is no agent', async () => {
    for (const url of ['/wps/agent/team/overview', '/wps/agent/team/members', '/wps/agent/invitation']) {
      const res = await get(leaf, url);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('not_agent');
    }
    expect((await send(direct, leaf.username, '1.00')).json().code).toBe('not_agent');
  });

  it('refuses bad filters with a clear code', async () => {
    expect((await get(boss, '/wps/agent/team/members?level=0')).json().code).toBe('invalid_input');
    expect((await get(boss, '/wps/agent/team/members?from=2026-02-30')).json().code).toBe('invalid_input');
    expect((await get(boss, '/wps/agent/team/overview?from=2026-05-02&to=2026-05-01')).json().code).toBe(
      'date_range_reversed',
    );
    expect((await get(boss, '/wps/agent/team/overview?from=2026-01-01&to=2026-06-01')).json().code).toBe(
      'date_range_too_wide',
    );
  });
});

describe('team overview', () => {
  it('sums heads, bets and payouts for the team and per direct downline', async () => {
    const now = t.deps.now();
    const bet = (memberId: bigint, stake: bigint, payout: bigint) => ({
      merchant_id: demoId,
      member_id: memberId,
      product: 'game' as const,
      game_code: 'TEAMTEST',
      round_ref: randomUUID(),
      bet_type: 'x',
      bet_key: 'x',
      stake,
      win_per_hit: 0n,
      potential_win: 0n,
      status: payout > 0n ? ('won' as const) : ('lost' as const),
      payout,
      placed_at: now,
      settled_at: now,
    });
    await t.deps.db
      .insertInto('bets')
      .values([
        bet(leaf.id, 1_000n, 0n),
        bet(mid.id, 2_000n, 5_000n),
        bet(direct.id, 500n, 0n),
        bet(rivalMember.id, 9_999n, 0n),
      ])
      .execute();
    const o = (await get(boss, '/wps/agent/team/overview')).json().value;
    expect(o.team).toMatchObject({ validBets: '35.00', wins: '50.00', profitLoss: '15.00', activeMembers: 3 });
    expect(o.team.headcount).toBeGreaterThanOrEqual(4);
    const branch = (name: string) => o.branches.find((b: { account: string }) => b.account === name);
    expect(branch(sub.username)).toMatchObject({ validBets: '30.00', wins: '50.00', activeMembers: 2, kind: 'agent' });
    expect(branch(direct.username)).toMatchObject({ validBets: '5.00', profitLoss: '-5.00', headcount: 1 });
    const yesterday = (await get(boss, '/wps/agent/team/overview?from=2020-01-01&to=2020-01-02')).json().value;
    expect(yesterday.team).toMatchObject({ validBets: '0.00', newMembers: 0 });
  });
});

describe('transfer to a downline', () => {
  it('moves money from the agent to a member at any depth, once per key', async () => {
    const key = randomUUID();
    const first = await send(boss, leaf.username, '12.34', { idempotencyKey: key });
    expect(first.json()).toMatchObject({ success: true, value: { amount: '12.34', account: leaf.username } });
    const again = await send(boss, leaf.username, '12.34', { idempotencyKey: key });
    expect(again.json().value.id).toBe(first.json().value.id);
    expect(await memberBalance(t.deps.db, demoId, leaf.id)).toBe(1_234n);
    expect((await send(boss, leaf.username, '99.00', { idempotencyKey: key })).json().code).toBe(
      'idempotency_conflict',
    );
    await expectReconciled(t);
  });

  it('refuses a wrong payment password, an amount over the balance or out of range, and an outsider, moving nothing', async () => {
    const before = await memberBalance(t.deps.db, demoId, sub.id);
    expect((await send(sub, mid.username, '1.00', { paymentPassword: 'nope' })).json().code).toBe(
      'payment_password_wrong',
    );
    expect((await send(sub, mid.username, '50.01')).json().code).toBe('insufficient_balance');
    expect((await send(sub, mid.username, '0')).json().code).toMatch(/^amount_/);
    expect((await send(sub, boss.username, '1.00')).json().code).toBe('team_member_unknown');
    expect((await send(boss, rivalMember.username, '1.00')).json().code).toBe('team_member_unknown');
    expect((await send(boss, theirs.username, '1.00')).json().code).toBe('team_member_unknown');
    expect(await memberBalance(t.deps.db, demoId, sub.id)).toBe(before);
    expect(await memberBalance(t.deps.db, demoId, rivalMember.id)).toBe(0n);
  });

  it('lets only as many racing transfers through as the balance covers', async () => {
    const agent = await withdrawer(t, { type: 1, balance: 10_000n });
    const kid = await withdrawer(t, { uplineId: agent.id });
    const results = await Promise.all(Array.from({ length: 8 }, () => send(agent, kid.username, '30.00')));
    const ok = results.filter((r) => r.json().success === true);
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => r.json().success !== true).map((r) => r.json().code)).toEqual(
      Array(5).fill('insufficient_balance'),
    );
    expect(await memberBalance(t.deps.db, demoId, agent.id)).toBe(1_000n);
    expect(await memberBalance(t.deps.db, demoId, kid.id)).toBe(9_000n);
    await expectReconciled(t);
  });

  it('answers the agent’s balance and limits', async () => {
    const token = await tokenFor(t, sub.username);
    const info = (await get({ token }, '/wps/agent/team/transfer')).json().value;
    expect(info).toMatchObject({ currency: 'MYR', minAmount: '1.00', paymentPasswordSet: true });
  });
});
