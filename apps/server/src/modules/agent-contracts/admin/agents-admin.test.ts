import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../../platform/audit';
import type { TestApp } from '../../../test/harness';
import { addOperator, auditRows, otherBrand, signIn, startAdminTest } from '../../admin/admin-test-kit';
import { adminCall } from '../../lottery/admin/lottery-admin-test-kit';
import { bettor, makeDraw, place } from '../../lottery/lottery-test-kit';
import { tokenFor } from '../../member/member-test-kit';
import { makeMember } from '../../session/session-test-kit';
import { fundMember } from '../../wallet/wallet-test-kit';
import { payOwedWages } from '../pay-owed-wages';
import { recordWages } from '../record-wages';

/**
 * The agents' back office (ADR 039): the tree of any account, contracts with their history, what the
 * settlement job recorded and paid, frozen accounts and lifting a freeze. Staff see their own brand only;
 * customer service reads the tree but not the money side; bad input changes nothing.
 * Checked to fail: with the brand filter dropped from the tree's lookup, the payout listing's merchant filter
 * dropped, the unfreeze's frozen-only check removed, its audit row left out, the contract history naming the
 * upline for every termination, or the contracts route opened to any staff, the test guarding each went red.
 */
let t: TestApp;
let merchantId: number;
let admin: string;
let cs: string;
let other: Awaited<ReturnType<typeof otherBrand>>;
let otherAdmin: string;

const get = (url: string, token = admin, host?: string) => adminCall(t, token, 'GET', url, undefined, host);
const post = (url: string, body: object, token = admin, host?: string) => adminCall(t, token, 'POST', url, body, host);

async function account(upline: { id: bigint } | null, type: number, balance = 0n) {
  const username = `ag${randomBytes(4).toString('hex')}`;
  const id = await makeMember(t, { username, password: 'Secret123', type });
  if (upline) await t.deps.db.updateTable('members').set({ upline_id: upline.id }).where('id', '=', id).execute();
  if (balance > 0n) await fundMember(t, username, balance);
  return { id, username };
}

const relay = '/wps/relay/MCS2_processDailySalContract';
async function contractAction(username: string, payload: object) {
  const res = await t.call({ method: 'POST', url: relay, token: await tokenFor(t, username), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

/** A signed daily wage from `top` to `down`: 1% from 10.00 of team sales. */
async function dailyWage(top: { username: string }, down: { username: string }): Promise<string> {
  const offered = await contractAction(top.username, {
    action: 'offer',
    downline: down.username,
    tiers: [{ minValidBet: '10', rate: '1' }],
  });
  await contractAction(down.username, { action: 'sign', contractId: offered.contract.id });
  return offered.contract.id as string;
}

async function teamBet(upline: { id: bigint }, stake: string) {
  const member = await bettor(t, 'tb', 1_000_000n);
  await t.deps.db.updateTable('members').set({ upline_id: upline.id }).where('id', '=', member.id).execute();
  const draw = await makeDraw(t, '5D1');
  const res = await place(t, member, {
    gameCode: '5D1',
    drawNumber: draw.drawNumber,
    tickets: [{ betType: 'pos_number', selections: ['pos1:1'], stake }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

// A team: top (agent) → mid (agent) → leaf (member), and a member directly under top.
let top: { id: bigint; username: string };
let mid: { id: bigint; username: string };
let leaf: { id: bigint; username: string };
let direct: { id: bigint; username: string };
let poor: { id: bigint; username: string };
let poorDown: { id: bigint; username: string };
let paidContract: string;
let unpaidContract: string;

beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
  await addOperator(t, merchantId, 'agentcs', 'cs');
  cs = await signIn(t, 'agentcs');
  other = await otherBrand(t);
  otherAdmin = await signIn(t, 'otheradmin', undefined, other.host);

  top = await account(null, 1, 100_000n);
  mid = await account(top, 1);
  leaf = await account(mid, 0, 2_500n);
  direct = await account(top, 0);
  paidContract = await dailyWage(top, mid);
  await teamBet(mid, '50.00');
  // A second pair whose upline has no money: its wage waits unpaid.
  poor = await account(null, 1);
  poorDown = await account(poor, 1);
  unpaidContract = await dailyWage(poor, poorDown);
  await teamBet(poorDown, '30.00');
  await recordWages(t.deps, new Date(Date.now() + 24 * 3600 * 1000));
  await payOwedWages(t.deps);
}, 120_000);
afterAll(() => t.close());

describe('agent tree', () => {
  it('finds an account by name in any case with its uplines, and opens the levels below one at a time', async () => {
    const res = await get(`/admin/api/agents/tree?account=${mid.username.toUpperCase()}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value.account).toMatchObject({
      account: mid.username,
      kind: 'agent',
      status: 'active',
      directCount: 2, // leaf and the bettor of the wage
      teamSize: 2,
    });
    expect(res.body.value.uplines.map((u: { account: string }) => u.account)).toEqual([top.username]);

    const level1 = await get(`/admin/api/agents/${top.id}/downline`);
    expect(level1.body.value.total).toBe(2);
    // Agents first: they are the branches an operator opens next.
    expect(level1.body.value.items.map((n: { account: string }) => n.account)).toEqual([mid.username, direct.username]);
    expect(level1.body.value.items[0]).toMatchObject({ directCount: 2, teamSize: 2 });
    const level2 = await get(`/admin/api/agents/${mid.id}/downline`);
    const leafNode = level2.body.value.items.find((n: { account: string }) => n.account === leaf.username);
    expect(leafNode).toMatchObject({ kind: 'member', balance: '25.00', directCount: 0, teamSize: 0 });
  });

  it('customer service reads the tree too; another brand sees neither the account nor its level', async () => {
    expect((await get(`/admin/api/agents/tree?account=${top.username}`, cs)).status).toBe(200);
    const unknown = await get(`/admin/api/agents/tree?account=${top.username}`, otherAdmin, other.host);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('agent_account_unknown');
    const level = await get(`/admin/api/agents/${top.id}/downline`, otherAdmin, other.host);
    expect(level.status).toBe(404);
    expect(level.body.code).toBe('agent_account_unknown');
  });

  it('refuses an empty account and a malformed id with an envelope error, and a visitor outright', async () => {
    const empty = await get('/admin/api/agents/tree?account=%20%20');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, code: expect.any(String) });
    expect((await get('/admin/api/agents/0x1/downline')).status).toBe(400);
    const visitor = await t.call({ method: 'GET', url: `/admin/api/agents/tree?account=${top.username}` });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('contracts', () => {
  it("lists contracts by kind, state and party, and tells one contract's history from offer to termination", async () => {
    const list = await get(`/admin/api/agent-contracts?kind=daily_wage&status=signed&upline=${top.username}`);
    expect(list.status).toBe(200);
    expect(list.body.value.items.map((c: { id: string }) => c.id)).toEqual([paidContract]);
    expect(list.body.value.items[0]).toMatchObject({ upline: top.username, downline: mid.username, topRate: '1.00' });
    expect((await get(`/admin/api/agent-contracts?downline=${mid.username}&status=refused`)).body.value.total).toBe(0);

    // A second contract the downline ends: offered, signed, terminated by the downline.
    const other2 = await account(top, 1);
    const id = await dailyWage(top, other2);
    await contractAction(other2.username, { action: 'terminate', contractId: id });
    const detail = await get(`/admin/api/agent-contracts/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.value.contract.status).toBe('terminated');
    expect(
      detail.body.value.history.map((e: { event: string; by: string; account: string; reason: string | null }) => [
        e.event,
        e.by,
        e.account,
        e.reason,
      ]),
    ).toEqual([
      ['offered', 'upline', top.username, null],
      ['signed', 'downline', other2.username, null],
      ['terminated', 'downline', other2.username, 'terminated_by_downline'],
    ]);
  });

  it("is the admin role's: customer service is refused, another brand finds nothing", async () => {
    const refused = await get('/admin/api/agent-contracts', cs);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect((await get(`/admin/api/agent-contracts/${paidContract}`, cs)).status).toBe(403);
    expect((await get('/admin/api/agent-contracts', otherAdmin, other.host)).body.value.total).toBe(0);
    const unknown = await get(`/admin/api/agent-contracts/${paidContract}`, otherAdmin, other.host);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('contract_unknown');
  });

  it('refuses a malformed kind or day with an envelope error', async () => {
    for (const q of ['kind=Daily%20Wage', 'from=2026-02-30', 'page=0']) {
      const res = await get(`/admin/api/agent-contracts?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('settlement runs', () => {
  it('lists each payout with its state and, once paid, the ledger entry that moved it, with totals', async () => {
    const paid = await get(`/admin/api/agent-payouts?contractId=${paidContract}`);
    expect(paid.status).toBe(200);
    const [row] = paid.body.value.items;
    // 50.00 of team sales at 1%.
    expect(row).toMatchObject({ kind: 'daily_wage', period: 'daily', base: '50.00', tier: 1, rate: '1.00' });
    expect(row).toMatchObject({ amount: '0.50', status: 'paid', upline: top.username, downline: mid.username });
    const entry = await t.deps.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('idempotency_key', '=', `contract_payout:${row.id}`)
      .executeTakeFirstOrThrow();
    expect(row.entryId).toBe(`${entry.id}`);

    // By either party's account, in any case (the names are the member module's: memberIdsNamed).
    const byUpline = await get(`/admin/api/agent-payouts?upline=${top.username.toUpperCase()}&status=`);
    expect(byUpline.body.value.items.map((p: { downline: string }) => p.downline)).toEqual([mid.username]);
    const byDownline = await get(`/admin/api/agent-payouts?downline=${poorDown.username}&status=`);
    expect(byDownline.body.value.items.map((p: { upline: string }) => p.upline)).toEqual([poor.username]);
    expect((await get(`/admin/api/agent-payouts?upline=${mid.username}&status=`)).body.value.total).toBe(0);

    const unpaid = await get(`/admin/api/agent-payouts?contractId=${unpaidContract}&status=unpaid`);
    expect(unpaid.body.value.items[0]).toMatchObject({ amount: '0.30', status: 'unpaid', entryId: null });
    const both = await get(`/admin/api/agent-payouts?kind=daily_wage&status=`);
    expect(both.body.value.totals.byStatus).toEqual(
      expect.arrayContaining([
        { status: 'paid', count: 1, amount: '0.50' },
        { status: 'unpaid', count: 1, amount: '0.30' },
      ]),
    );
  });

  it("groups a kind's period as the run's result, counted by state", async () => {
    const runs = await get('/admin/api/agent-payouts/runs?kind=daily_wage');
    expect(runs.status).toBe(200);
    const today = runs.body.value.items.find((r: { count: number }) => r.count >= 2);
    expect(today).toMatchObject({ kind: 'daily_wage', amount: '0.80' });
    expect(today.byStatus).toEqual([
      { status: 'paid', count: 1, amount: '0.50' },
      { status: 'unpaid', count: 1, amount: '0.30' },
    ]);
    expect(today.lastPaidAt).not.toBeNull();
  });

  it('shows another brand nothing and refuses customer service and bad filters', async () => {
    const elsewhere = await get('/admin/api/agent-payouts', otherAdmin, other.host);
    expect(elsewhere.body.value).toMatchObject({ total: 0, totals: { count: 0, amount: '0.00' } });
    expect((await get('/admin/api/agent-payouts/runs', otherAdmin, other.host)).body.value.total).toBe(0);
    expect((await get('/admin/api/agent-payouts', cs)).status).toBe(403);
    expect((await get('/admin/api/agent-payouts/runs', cs)).status).toBe(403);
    expect((await get('/admin/api/agent-payouts?contractId=abc')).status).toBe(400);
    expect((await get('/admin/api/agent-payouts?status=PAID')).status).toBe(400);
  });
});

describe('frozen accounts', () => {
  async function frozen(reason: string) {
    const username = `fz${randomBytes(4).toString('hex')}`;
    const id = await makeMember(t, { username, password: 'Secret123', type: 1, status: 'frozen' });
    await audit(t.deps.db, {
      merchantId,
      actorType: 'system',
      action: 'contract.freeze',
      targetType: 'member',
      targetId: `${id}`,
      detail: { reason },
    });
    return { id, username };
  }
  const statusOf = async (id: bigint) =>
    (await t.deps.db.selectFrom('members').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('lists frozen accounts with since when and why, and an admin lifts a freeze with a reason, audited', async () => {
    const member = await frozen('Dividend 2026-11 unpaid');
    const list = await get(`/admin/api/frozen-members?account=${member.username}`);
    expect(list.status).toBe(200);
    expect(list.body.value.items).toHaveLength(1);
    expect(list.body.value.items[0]).toMatchObject({
      id: `${member.id}`,
      account: member.username,
      reason: 'Dividend 2026-11 unpaid',
      owed: [],
    });
    expect(list.body.value.items[0].since).not.toBeNull();

    const res = await post(`/admin/api/frozen-members/${member.id}/unfreeze`, { reason: '  Paid in full  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toEqual({ id: `${member.id}`, account: member.username, status: 'active' });
    expect(await statusOf(member.id)).toBe('active');
    const rows = (await auditRows(t, merchantId, 'member.unfreeze')).filter((r) => r.target_id === `${member.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_type: 'operator', actor_name: 'admin' });
    expect(rows[0]?.detail).toMatchObject({
      username: member.username,
      reason: 'Paid in full',
      previousStatus: 'frozen',
    });
    expect((await get(`/admin/api/frozen-members?account=${member.username}`)).body.value.total).toBe(0);
  });

  it('refuses customer service, another brand, no reason and an account that is not frozen, changing nothing', async () => {
    const member = await frozen('unpaid');
    const before = (await auditRows(t, merchantId, 'member.unfreeze')).length;
    const url = `/admin/api/frozen-members/${member.id}/unfreeze`;

    const byCs = await post(url, { reason: 'please' }, cs);
    expect(byCs.status).toBe(403);
    expect((await get('/admin/api/frozen-members', cs)).status).toBe(403);
    const elsewhere = await post(url, { reason: 'please' }, otherAdmin, other.host);
    expect(elsewhere.status).toBe(404);
    expect((await get('/admin/api/frozen-members', otherAdmin, other.host)).body.value.total).toBe(0);
    const noReason = await post(url, { reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.success).toBe(false);
    expect(await statusOf(member.id)).toBe('frozen');

    const notFrozen = await post(`/admin/api/frozen-members/${direct.id}/unfreeze`, { reason: 'x' });
    expect(notFrozen.status).toBe(409);
    expect(notFrozen.body.code).toBe('member_not_frozen');
    expect(await statusOf(direct.id)).toBe('active');
    expect(await auditRows(t, merchantId, 'member.unfreeze')).toHaveLength(before);
  });

  it('shows what a frozen upline still owes from its payouts', async () => {
    const poor = await t.deps.db
      .selectFrom('agent_contracts')
      .select('upline_id')
      .where('id', '=', BigInt(unpaidContract))
      .executeTakeFirstOrThrow();
    await t.deps.db.updateTable('members').set({ status: 'frozen' }).where('id', '=', poor.upline_id).execute();
    const list = await get('/admin/api/frozen-members');
    const row = list.body.value.items.find((m: { id: string }) => m.id === `${poor.upline_id}`);
    expect(row).toMatchObject({ since: null, reason: null, owed: [{ status: 'unpaid', count: 1, amount: '0.30' }] });
  });
});
