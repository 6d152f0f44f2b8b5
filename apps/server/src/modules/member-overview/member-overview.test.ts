import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { addOperator, auditRows, otherBrand, signIn, startAdminTest } from '../admin/admin-test-kit';
import { slotRound, vendorSecret } from '../games/games-test-kit';
import { operatorCall, pay, withdraw, withdrawer } from '../withdrawals/withdrawal-test-kit';

/**
 * The back office's member overview (ADR 066): money in and out, play, points, notes, labels and linked accounts,
 * each from the module that owns it; making a player an agent.
 * Checked to fail: with the bank-account branch of linked-accounts.ts matching the member's own account
 * (`theirs.member_id <> mine.member_id` dropped), the member was listed as linked to themselves.
 */
let t: TestApp;
let merchantId: number;
let admin: string;
let cs: string;
beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
  await addOperator(t, merchantId, 'overviewcs', 'cs');
  cs = await signIn(t, 'overviewcs');
}, 60_000);
afterAll(() => t.close());

const overview = (token: string, id: bigint | string) =>
  operatorCall(t, token, 'GET', `/admin/api/members/${id}/overview`);

describe('a member overview', () => {
  it('adds up the money, the play and the points from their owners', async () => {
    const m = await withdrawer(t, { balance: 20_000n });
    // A withdrawal of 50.00 paid, one of 60.00 still open.
    const first = (await withdraw(t, m, '50')).json().value.withdrawal.id;
    const paid = await pay(t, admin, first, '50');
    expect(paid.statusCode, paid.body).toBe(200);
    const open = await withdraw(t, m, '60');
    expect(open.statusCode, open.body).toBe(200);
    // A slot round of 10.00 paying 4.00: lost 6.00.
    await slotRound(t, await vendorSecret(t), m, '10.00', '4.00');

    const res = await overview(cs, m.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      balance: '84.00',
      deposits: { count: 0, total: '0.00' },
      withdrawals: { count: 1, paid: '50.00', open: 1 },
      netCash: '-50.00',
      bets: { bets: 1, stake: '10.00', validStake: '10.00', payout: '4.00', profit: '-6.00' },
      notes: [],
      linked: [],
      currency: 'MYR',
      protection: { exclusion: null, limits: { day: { limit: null }, week: { limit: null }, month: { limit: null } } },
    });
    // The member sets a limit and takes a break: staff see both, and until when.
    await t.call({
      method: 'PUT',
      url: '/wps/member/protection/limits',
      token: m.token,
      payload: { day: null, week: '500.00', month: null },
    });
    const taken = await t.call({
      method: 'POST',
      url: '/wps/member/protection/exclusion',
      token: m.token,
      payload: (await t.encrypt({ choice: 'cooling_off_30d', password: DEMO_PASSWORD })) as object,
    });
    const after = (await overview(cs, m.id)).json().value.protection;
    expect(after).toMatchObject({
      limits: { week: { limit: '500.00', left: '500.00' } },
      exclusion: { kind: 'cooling_off', until: taken.json().value.exclusion.until },
    });
  });

  it('lists the accounts sharing a browser, a bank account or a registration address, with what they share, never the member', async () => {
    const m = await withdrawer(t);
    const twin = await withdrawer(t);
    const neighbour = await withdrawer(t);
    const sameBrowser = await withdrawer(t);
    await withdrawer(t);
    // Both signed in from one browser (its device cookie's hash), as the sign-in records it.
    await t.deps.db
      .insertInto('known_sign_in_clients')
      .values(
        [m.id, sameBrowser.id].map((id) => ({
          merchant_id: merchantId,
          account_type: 'member' as const,
          account_id: id,
          kind: 'device' as const,
          key: 'c0ffee-device-hash',
          last_seen_at: new Date(),
        })),
      )
      .execute();
    const account = await t.deps.db
      .selectFrom('member_bank_accounts')
      .select('account_number')
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('member_bank_accounts')
      .set({ account_number: account.account_number })
      .where('member_id', '=', twin.id)
      .execute();
    await sql`update members set register_ip = '203.0.113.77' where id in (${m.id}, ${twin.id}, ${neighbour.id})`.execute(
      t.deps.db,
    );

    const linked = (await overview(cs, m.id)).json().value.linked;
    expect(linked).toEqual([
      {
        memberId: `${twin.id}`,
        username: twin.username,
        type: 0,
        status: 'active',
        signals: ['bank_account', 'register_address'],
      },
      {
        memberId: `${neighbour.id}`,
        username: neighbour.username,
        type: 0,
        status: 'active',
        signals: ['register_address'],
      },
      { memberId: `${sameBrowser.id}`, username: sameBrowser.username, type: 0, status: 'active', signals: ['device'] },
    ]);
  });

  it('keeps notes with who wrote them, the latest first, audited; an empty one is refused', async () => {
    const m = await withdrawer(t);
    expect(
      (await operatorCall(t, cs, 'POST', `/admin/api/members/${m.id}/notes`, { text: 'Called about a deposit.' }))
        .statusCode,
    ).toBe(200);
    const second = await operatorCall(t, admin, 'POST', `/admin/api/members/${m.id}/notes`, { text: 'Asked for ID.' });
    expect(second.json().value.notes).toEqual([
      expect.objectContaining({ text: 'Asked for ID.', by: 'admin' }),
      expect.objectContaining({ text: 'Called about a deposit.', by: 'overviewcs' }),
    ]);
    const empty = await operatorCall(t, cs, 'POST', `/admin/api/members/${m.id}/notes`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect((await auditRows(t, merchantId, 'member.note_add')).filter((r) => r.target_id === `${m.id}`)).toHaveLength(
      2,
    );
  });

  it('does not show another brand of member', async () => {
    const other = await otherBrand(t);
    expect((await overview(cs, other.memberId)).statusCode).toBe(404);
    const note = await operatorCall(t, cs, 'POST', `/admin/api/members/${other.memberId}/notes`, { text: 'x' });
    expect(note.statusCode).toBe(404);
  });
});

describe('the withdrawal queue', () => {
  it('marks a withdrawal whose member shares a registration address with another account', async () => {
    const m = await withdrawer(t, { balance: 10_000n });
    const other = await withdrawer(t);
    await sql`update members set register_ip = '198.51.100.23' where id in (${m.id}, ${other.id})`.execute(t.deps.db);
    const id = (await withdraw(t, m, '50')).json().value.withdrawal.id;
    const queue = await operatorCall(t, admin, 'GET', `/admin/api/cashier/withdrawals?view=open&member=${m.username}`);
    expect(queue.json().value.items).toEqual([expect.objectContaining({ id, linkedAccounts: 1 })]);
    const detail = await operatorCall(t, admin, 'GET', `/admin/api/cashier/withdrawals/${id}`);
    expect(detail.json().value.linkedAccounts).toBe(1);
  });
});

describe('labels and making an agent', () => {
  it('lets the admin set labels and make a player an agent, and refuses customer service both', async () => {
    const m = await withdrawer(t);
    expect(
      (await operatorCall(t, cs, 'PUT', `/admin/api/members/${m.id}/labels`, { labels: ['vip-care'] })).statusCode,
    ).toBe(403);
    const set = await operatorCall(t, admin, 'PUT', `/admin/api/members/${m.id}/labels`, {
      labels: ['vip-care', 'KL'],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.labels).toEqual(['vip-care', 'KL']);
    const twice = await operatorCall(t, admin, 'PUT', `/admin/api/members/${m.id}/labels`, { labels: ['KL', 'kl'] });
    expect(twice.statusCode).toBe(400);

    expect(
      (await operatorCall(t, cs, 'POST', `/admin/api/members/${m.id}/make-agent`, { reason: 'x' })).statusCode,
    ).toBe(403);
    const made = await operatorCall(t, admin, 'POST', `/admin/api/members/${m.id}/make-agent`, {
      reason: 'Runs a team in Penang',
    });
    expect(made.statusCode, made.body).toBe(200);
    const row = await t.deps.db.selectFrom('members').select('type').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.type).toBe(1);
    const again = await operatorCall(t, admin, 'POST', `/admin/api/members/${m.id}/make-agent`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('member_not_player');
    expect((await auditRows(t, merchantId, 'member.make_agent')).filter((r) => r.target_id === `${m.id}`)).toHaveLength(
      1,
    );
  });
});
