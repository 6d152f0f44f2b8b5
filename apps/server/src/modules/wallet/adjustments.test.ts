import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { addOperator, auditRows, otherBrand, signIn, startAdminTest } from '../admin/admin-test-kit';
import { tokenFor } from '../member/member-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { makeMember } from '../session/session-test-kit';
import { memberWalletAccount } from './ledger';
import { balanceOf, fundMember } from './wallet-test-kit';

/**
 * Manual balance adjustments and the back office's reconciliation. Checked to fail (each guard broken by hand,
 * then put back): with the idempotent replay no longer comparing the member, a key reused for another member
 * answered the first adjustment (red: the replayed key test); with the pending debit refused at `balance + amount
 * <= 0`, a debit of exactly the whole balance was refused (red); with needsApproval always false, or the apply
 * audit's detail emptied or its approvedBy always null, or the approve audit's detail emptied, the audit test went
 * red; with the leading '+' no longer read, '+20' was refused (red); with the error details emptied (unknown
 * username, a debit over the balance at request or at approval) the field tests went red; with a second rejection
 * refused as not pending, the reject-twice test went red; with the list's state filter always or never applied,
 * its offset divided, or its total read as 0, the list test went red; with the stored threshold's checks loosened
 * (a non-string read by the digits' pattern, unanchored digits, a negative kept, a stored number ignored, a
 * fractional number accepted) the stored-threshold test went red; with zero's pattern narrowed or unanchored
 * ('00', '0.00', ' 0 ', '0.5'), the zero test went red. On PostgreSQL, with lockAdjustmentAccounts' body skipped,
 * its account list emptied, lockAccounts returning at once, or the pre-lock skipped for an adjustment exactly at
 * the threshold (size < threshold), the adjustment took the audit chain before the wallet and PostgreSQL found a
 * deadlock against a transaction holding the wallet (red, ~1 s).
 */
let t: TestApp;
let merchantId: number;
let admin: string;
let second: string;
let cs: string;

beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
  await addOperator(t, merchantId, 'second', 'admin');
  await addOperator(t, merchantId, 'helper', 'cs');
  second = await signIn(t, 'second');
  cs = await signIn(t, 'helper');
});
afterAll(() => t.close());

function requestAdjustment(token: string, body: Record<string, unknown>) {
  return t.call({
    method: 'POST',
    url: '/admin/api/adjustments',
    token,
    language: 'en',
    payload: { idempotencyKey: randomUUID(), ...body },
  });
}
const decide = (token: string, id: string, action: 'approve' | 'reject', payload: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: `/admin/api/adjustments/${id}/${action}`, token, payload, language: 'en' });

async function messagesOf(username: string) {
  const res = await t.call({ method: 'GET', url: '/wps/member/messages', token: await tokenFor(t, username) });
  return res.json().value.items as { kind: string; params: Record<string, string> }[];
}

describe('manual balance adjustments', () => {
  it('applies at once at or below the threshold: house to wallet, audited, and the member told', async () => {
    await makeMember(t, { username: 'adjsmall', password: 'Secret123' });
    const res = await requestAdjustment(admin, { username: 'adjsmall', amount: '1000.00', reason: 'Goodwill' });
    expect(res.json()).toMatchObject({
      success: true,
      value: { state: 'applied', amount: '1000.00', username: 'adjsmall', requestedBy: { username: 'admin' } },
    });
    const adjustment = res.json().value;
    expect(adjustment.entryId).not.toBeNull();
    expect(await balanceOf(t, await tokenFor(t, 'adjsmall'))).toBe('1000.00');
    expect(await messagesOf('adjsmall')).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        params: { amount: '1000.00', currency: 'MYR', adjustmentId: adjustment.id },
      }),
    ]);
    const entry = await t.deps.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('id', '=', BigInt(adjustment.entryId))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ kind: 'adjustment', reference: `adjustment:${adjustment.id}`, memo: 'Goodwill' });
    const request = await auditRows(t, merchantId, 'adjustment.request');
    expect(request.at(-1)?.detail).toMatchObject({ username: 'adjsmall', amount: '1000.00', needsApproval: false });
    expect((await auditRows(t, merchantId, 'adjustment.apply')).at(-1)?.target_id).toBe(adjustment.id);

    // A debit within the balance also applies at once.
    const debit = await requestAdjustment(admin, { username: 'ADJSMALL', amount: '-250.50', reason: 'Correction' });
    expect(debit.json().value).toMatchObject({ state: 'applied', amount: '-250.50' });
    expect(await balanceOf(t, await tokenFor(t, 'adjsmall'))).toBe('749.50');
    await expectReconciled(t);
  });

  it('above the threshold waits for a second operator; the requester cannot approve it; approving twice moves once', async () => {
    await makeMember(t, { username: 'adjbig', password: 'Secret123' });
    const token = await tokenFor(t, 'adjbig');
    const res = await requestAdjustment(admin, { username: 'adjbig', amount: '1000.01', reason: 'Big credit' });
    const pending = res.json().value;
    expect(pending).toMatchObject({ state: 'pending', entryId: null, decidedBy: null });
    expect(await balanceOf(t, token)).toBe('0.00');
    expect(await messagesOf('adjbig')).toEqual([]);

    const own = await decide(admin, pending.id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'adjustment_own_approval' });
    expect((await decide(admin, pending.id, 'reject', { reason: 'Changed my mind' })).json()).toMatchObject({
      code: 'adjustment_own_approval',
    });
    expect((await decide(cs, pending.id, 'approve')).statusCode).toBe(403);
    expect(await balanceOf(t, token)).toBe('0.00');

    const list = (await t.call({ method: 'GET', url: '/admin/api/adjustments?state=pending', token: second })).json();
    expect(list.value.items.map((a: { id: string }) => a.id)).toContain(pending.id);
    expect(list.value.pending).toBeGreaterThanOrEqual(1);

    const [a, b] = await Promise.all([
      decide(second, pending.id, 'approve', { note: 'Checked the ticket' }),
      decide(second, pending.id, 'approve', { note: 'Checked the ticket' }),
    ]);
    for (const approved of [a, b]) {
      expect(approved.json().value).toMatchObject({
        state: 'applied',
        decidedBy: { username: 'second' },
        decisionNote: 'Checked the ticket',
      });
    }
    expect((await decide(second, pending.id, 'approve')).json().value.state).toBe('applied');
    expect(await balanceOf(t, token)).toBe('1000.01');
    expect(await messagesOf('adjbig')).toHaveLength(1);
    const entries = await t.deps.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('reference', '=', `adjustment:${pending.id}`)
      .execute();
    expect(entries).toHaveLength(1);
    expect((await auditRows(t, merchantId, 'adjustment.approve')).map((r) => r.target_id)).toEqual([pending.id]);
    // Decided: it can no longer be rejected.
    expect((await decide(second, pending.id, 'reject', { reason: 'late' })).json()).toMatchObject({
      code: 'adjustment_not_pending',
    });
    await expectReconciled(t);
  });

  it('a rejection leaves the balance as it was', async () => {
    await makeMember(t, { username: 'adjrej', password: 'Secret123' });
    await fundMember(t, 'adjrej', 500_000n);
    const token = await tokenFor(t, 'adjrej');
    const pending = (
      await requestAdjustment(admin, { username: 'adjrej', amount: '-2000', reason: 'Chargeback' })
    ).json().value;
    expect(pending.state).toBe('pending');
    const missingReason = await decide(second, pending.id, 'reject', { reason: '  ' });
    expect(missingReason.json()).toMatchObject({ success: false, code: 'invalid_input' });
    const rejected = await decide(second, pending.id, 'reject', { reason: 'No chargeback received' });
    expect(rejected.json().value).toMatchObject({
      state: 'rejected',
      decidedBy: { username: 'second' },
      decisionNote: 'No chargeback received',
      entryId: null,
    });
    expect((await decide(second, pending.id, 'approve')).json()).toMatchObject({ code: 'adjustment_not_pending' });
    expect(await balanceOf(t, token)).toBe('5000.00');
    expect(await messagesOf('adjrej')).toEqual([]);
    expect((await auditRows(t, merchantId, 'adjustment.reject')).at(-1)?.detail).toMatchObject({
      reason: 'No chargeback received',
    });
    await expectReconciled(t);
  });

  it('refuses a debit that would take the wallet below zero, now or when approved', async () => {
    await makeMember(t, { username: 'adjneg', password: 'Secret123' });
    await fundMember(t, 'adjneg', 10_000n);
    const token = await tokenFor(t, 'adjneg');
    const small = await requestAdjustment(admin, { username: 'adjneg', amount: '-100.01', reason: 'Too much' });
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({
      code: 'adjustment_exceeds_balance',
      message: "The member's balance is not enough for this debit.",
    });
    const big = await requestAdjustment(admin, { username: 'adjneg', amount: '-5000', reason: 'Too much' });
    expect(big.json()).toMatchObject({ code: 'adjustment_exceeds_balance' });
    const rows = await t.deps.db
      .selectFrom('balance_adjustments as a')
      .select('a.id')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .where('m.username', '=', 'adjneg')
      .where('a.reason', '=', 'Too much')
      .execute();
    expect(rows).toEqual([]);

    // Pending while the balance covered it, then the balance went: approval is refused, it stays pending.
    await fundMember(t, 'adjneg', 200_000n);
    const pending = (await requestAdjustment(admin, { username: 'adjneg', amount: '-2000', reason: 'Fee' })).json()
      .value;
    await requestAdjustment(admin, { username: 'adjneg', amount: '-900', reason: 'Other fee' });
    expect(await balanceOf(t, token)).toBe('1200.00');
    const refused = await decide(second, pending.id, 'approve');
    expect(refused.json()).toMatchObject({ code: 'adjustment_exceeds_balance' });
    expect(
      (await t.call({ method: 'GET', url: '/admin/api/adjustments?state=pending', token: admin }))
        .json()
        .value.items.map((a: { id: string }) => a.id),
    ).toContain(pending.id);
    expect(await balanceOf(t, token)).toBe('1200.00');
    await expectReconciled(t);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    await makeMember(t, { username: 'adjbad', password: 'Secret123' });
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'adjbad', amount: '0', reason: 'x' }, 'amount_not_positive'],
      [{ username: 'adjbad', amount: 'abc', reason: 'x' }, 'amount_not_a_number'],
      [{ username: 'adjbad', amount: '1.001', reason: 'x' }, 'amount_too_many_decimals'],
      [{ username: 'adjbad', amount: '99999999999999999', reason: 'x' }, 'amount_too_large'],
      [{ username: 'adjbad', amount: '--5', reason: 'x' }, 'amount_not_a_number'],
      [{ username: 'adjbad', amount: '5', reason: '' }, 'invalid_input'],
      [{ username: 'nobody-here', amount: '5', reason: 'x' }, 'account_not_found'],
    ];
    for (const [body, code] of cases) {
      const res = await requestAdjustment(admin, body);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ success: false, code });
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await requestAdjustment(cs, { username: 'adjbad', amount: '5', reason: 'x' })).statusCode).toBe(403);
    expect(await balanceOf(t, await tokenFor(t, 'adjbad'))).toBe('0.00');

    // The same form sent twice makes one adjustment.
    const idempotencyKey = randomUUID();
    const once = await requestAdjustment(admin, { username: 'adjbad', amount: '5', reason: 'x', idempotencyKey });
    const twice = await requestAdjustment(admin, { username: 'adjbad', amount: '5', reason: 'x', idempotencyKey });
    expect(twice.json().value.id).toBe(once.json().value.id);
    expect(await balanceOf(t, await tokenFor(t, 'adjbad'))).toBe('5.00');
    const reused = await requestAdjustment(admin, { username: 'adjbad', amount: '6', reason: 'x', idempotencyKey });
    expect(reused.json()).toMatchObject({ code: 'idempotency_conflict' });
    await expectReconciled(t);
  });

  it('follows the threshold the admin sets, audited; zero sends every adjustment to approval', async () => {
    await makeMember(t, { username: 'adjthr', password: 'Secret123' });
    const settings = await t.call({ method: 'GET', url: '/admin/api/adjustments/settings', token: admin });
    expect(settings.json().value).toEqual({ approvalThreshold: '1000.00', currency: 'MYR', exponent: 2 });
    const put = (approvalThreshold: string) =>
      t.call({ method: 'PUT', url: '/admin/api/adjustments/settings', token: admin, payload: { approvalThreshold } });
    expect((await put('50')).json().value.approvalThreshold).toBe('50.00');
    expect(
      (await requestAdjustment(admin, { username: 'adjthr', amount: '50.01', reason: 'x' })).json().value.state,
    ).toBe('pending');
    expect((await requestAdjustment(admin, { username: 'adjthr', amount: '50', reason: 'x' })).json().value.state).toBe(
      'applied',
    );
    expect((await put('0')).json().value.approvalThreshold).toBe('0.00');
    expect(
      (await requestAdjustment(admin, { username: 'adjthr', amount: '0.01', reason: 'x' })).json().value.state,
    ).toBe('pending');
    expect((await put('-1')).json()).toMatchObject({ code: 'amount_not_positive' });
    expect((await put('1.234')).json()).toMatchObject({ code: 'amount_too_many_decimals' });
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/admin/api/adjustments/settings',
          token: cs,
          payload: { approvalThreshold: '5' },
        })
      ).statusCode,
    ).toBe(403);
    // Its own two changes (the last ones), whichever test of this file changed the threshold before it.
    const audited = await auditRows(t, merchantId, 'adjustment.threshold');
    expect(audited.slice(-2).map((r) => r.detail)).toEqual([
      { before: '1000.00', after: '50.00' },
      { before: '50.00', after: '0.00' },
    ]);
    await put('1000');
    await expectReconciled(t);
  });

  it("keeps brands apart: another brand's admin neither sees nor decides these", async () => {
    await makeMember(t, { username: 'adjbrand', password: 'Secret123' });
    const pending = (await requestAdjustment(admin, { username: 'adjbrand', amount: '5000', reason: 'x' })).json()
      .value;
    const other = await otherBrand(t);
    const otherAdmin = await signIn(t, 'otheradmin', undefined, other.host);
    const theirs = await t.call({ method: 'GET', url: '/admin/api/adjustments', token: otherAdmin, host: other.host });
    expect(theirs.json().value).toMatchObject({ items: [], total: 0, pending: 0 });
    const approve = await t.call({
      method: 'POST',
      url: `/admin/api/adjustments/${pending.id}/approve`,
      token: otherAdmin,
      host: other.host,
      payload: {},
    });
    expect(approve.statusCode).toBe(404);
    // Their admin cannot adjust our member by name either.
    const cross = await t.call({
      method: 'POST',
      url: '/admin/api/adjustments',
      token: otherAdmin,
      host: other.host,
      payload: { username: 'adjbrand', amount: '5', reason: 'x', idempotencyKey: randomUUID() },
    });
    expect(cross.json()).toMatchObject({ code: 'account_not_found' });
    await expectReconciled(t);
    await expectReconciled(t, 'other');
  });
});

describe('reconciliation', () => {
  it('is clean on a healthy ledger and shows the house side', async () => {
    // Movements of its own (two funded members, a credit and a debit adjustment), so what it checks is
    // there whichever tests of this file ran before it.
    await makeMember(t, { username: 'reconclean1', password: 'Secret123' });
    await makeMember(t, { username: 'reconclean2', password: 'Secret123' });
    await fundMember(t, 'reconclean1', 10_000n);
    await fundMember(t, 'reconclean2', 20_000n);
    for (const amount of ['5.00', '-2.50']) {
      const made = await requestAdjustment(admin, { username: 'reconclean1', amount, reason: 'Reconciliation check' });
      expect(made.json().value.state).toBe('applied');
    }
    const res = await t.call({ method: 'POST', url: '/admin/api/ledger/reconciliation', token: admin });
    const report = res.json().value;
    expect(report).toMatchObject({
      ok: true,
      postingsTotal: '0.00',
      differences: [],
      unbalancedEntries: [],
      negativeAccounts: [],
    });
    // At least the house and the two wallets, and the four entries made above.
    expect(report.accountsChecked).toBeGreaterThanOrEqual(3);
    expect(report.entriesChecked).toBeGreaterThanOrEqual(4);
    const house = report.houseAccounts.find((a: { kind: string }) => a.kind === 'house');
    // The house paid for every wallet here (adjustments and test funds): its balance mirrors them.
    expect(house.balance).toBe(`-${report.memberWalletsTotal}`);
    expect((await auditRows(t, merchantId, 'ledger.reconcile')).at(-1)?.detail).toMatchObject({ ok: true });
    expect((await t.call({ method: 'POST', url: '/admin/api/ledger/reconciliation', token: cs })).statusCode).toBe(403);
  });

  it('reports a tampered balance with the account and the member', async () => {
    const memberId = await makeMember(t, { username: 'recontamper', password: 'Secret123' });
    await fundMember(t, 'recontamper', 10_000n);
    await t.deps.db
      .updateTable('ledger_accounts')
      .set({ balance: 12_345n })
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .execute();
    const report = (await t.call({ method: 'POST', url: '/admin/api/ledger/reconciliation', token: admin })).json()
      .value;
    expect(report.ok).toBe(false);
    expect(report.differences).toEqual([
      expect.objectContaining({
        kind: 'member_wallet',
        memberId: `${memberId}`,
        username: 'recontamper',
        balance: '123.45',
        postingsSum: '100.00',
        difference: '23.45',
      }),
    ]);
    expect(report.postingsTotal).toBe('0.00');
    // Put it back so the brand's ledger is whole again.
    await t.deps.db
      .updateTable('ledger_accounts')
      .set({ balance: 10_000n })
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .execute();
    await expectReconciled(t);
  });
});

describe('adjustment edges', () => {
  it('refuses a replayed key for another member as idempotency_conflict and credits neither', async () => {
    await makeMember(t, { username: 'adjkeya', password: 'Secret123' });
    await makeMember(t, { username: 'adjkeyb', password: 'Secret123' });
    const idempotencyKey = randomUUID();
    const first = await requestAdjustment(admin, { username: 'adjkeya', amount: '7', reason: 'x', idempotencyKey });
    expect(first.json().value).toMatchObject({ state: 'applied', username: 'adjkeya' });
    const other = await requestAdjustment(admin, { username: 'adjkeyb', amount: '7', reason: 'x', idempotencyKey });
    expect(other.json()).toMatchObject({ success: false, code: 'idempotency_conflict' });
    expect(await balanceOf(t, await tokenFor(t, 'adjkeya'))).toBe('7.00');
    expect(await balanceOf(t, await tokenFor(t, 'adjkeyb'))).toBe('0.00');
    await expectReconciled(t);
  });

  it('reads a leading plus as a credit', async () => {
    await makeMember(t, { username: 'adjplus', password: 'Secret123' });
    const res = await requestAdjustment(admin, { username: 'adjplus', amount: '+20', reason: 'x' });
    expect(res.json().value).toMatchObject({ state: 'applied', amount: '20.00' });
    expect(await balanceOf(t, await tokenFor(t, 'adjplus'))).toBe('20.00');
    for (const amount of ['+-5', '++5', '-+5']) {
      expect(
        (await requestAdjustment(admin, { username: 'adjplus', amount, reason: 'x' })).json(),
        amount,
      ).toMatchObject({
        code: 'amount_not_a_number',
        details: [{ field: 'amount', reason: 'not_a_number' }],
      });
    }
    expect(await balanceOf(t, await tokenFor(t, 'adjplus'))).toBe('20.00');
  });

  it('names the field at fault: an unknown member is the username, a debit over the balance the amount', async () => {
    await makeMember(t, { username: 'adjfield', password: 'Secret123' });
    await fundMember(t, 'adjfield', 1_000n);
    const unknown = await requestAdjustment(admin, { username: 'nobody-at-all', amount: '5', reason: 'x' });
    expect(unknown.json()).toMatchObject({
      code: 'account_not_found',
      details: [{ field: 'username', reason: 'invalid' }],
    });
    // Above the threshold, refused at the request.
    const big = await requestAdjustment(admin, { username: 'adjfield', amount: '-5000', reason: 'x' });
    expect(big.json()).toMatchObject({
      code: 'adjustment_exceeds_balance',
      details: [{ field: 'amount', reason: 'invalid' }],
    });
    // At or below it, refused by the ledger and said the same way.
    const small = await requestAdjustment(admin, { username: 'adjfield', amount: '-10.01', reason: 'x' });
    expect(small.json()).toMatchObject({
      code: 'adjustment_exceeds_balance',
      details: [{ field: 'amount', reason: 'invalid' }],
    });
    expect(await balanceOf(t, await tokenFor(t, 'adjfield'))).toBe('10.00');
  });

  it('takes a debit of exactly the whole balance, waiting or at once, and leaves 0.00', async () => {
    await makeMember(t, { username: 'adjwhole', password: 'Secret123' });
    await fundMember(t, 'adjwhole', 500_000n);
    const token = await tokenFor(t, 'adjwhole');
    // Above the threshold: accepted as pending (not refused), then approved.
    const pending = await requestAdjustment(admin, { username: 'adjwhole', amount: '-5000', reason: 'Closing' });
    expect(pending.json()).toMatchObject({ success: true, value: { state: 'pending' } });
    const approved = await decide(second, pending.json().value.id, 'approve', { note: 'ok' });
    expect(approved.json().value.state).toBe('applied');
    expect(await balanceOf(t, token)).toBe('0.00');
    // At or below it: applied at once.
    await fundMember(t, 'adjwhole', 2_500n);
    const small = await requestAdjustment(admin, { username: 'adjwhole', amount: '-25', reason: 'Closing' });
    expect(small.json().value.state).toBe('applied');
    expect(await balanceOf(t, token)).toBe('0.00');
    await expectReconciled(t);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'waits for a money transaction holding the wallet before taking the audit chain, so the two never deadlock',
    async () => {
      const memberId = await makeMember(t, { username: 'adjrace', password: 'Secret123' });
      await fundMember(t, 'adjrace', 1_000n);
      const wallet = await t.deps.db.transaction().execute((trx) => memberWalletAccount(trx, merchantId, memberId));
      // As a deposit or withdrawal decision does: its postings lock the wallet, then its audit row takes the
      // brand's audit chain lock. The adjustment is sent in between: a small one, then one exactly at the
      // threshold (both applied at once).
      const race = async (amount: string) => {
        let request: ReturnType<typeof requestAdjustment> | undefined;
        await t.deps.db.transaction().execute(async (trx) => {
          await trx.selectFrom('ledger_accounts').select('id').where('id', '=', wallet).forUpdate().execute();
          request = requestAdjustment(admin, { username: 'adjrace', amount, reason: 'Race' });
          for (let i = 0; i < 500; i++) {
            const waiting = await sql<{ n: number }>`
              select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`.execute(t.deps.db);
            if ((waiting.rows[0]?.n ?? 0) > 0) break;
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          await sql`select pg_advisory_xact_lock(7310002, ${merchantId})`.execute(trx);
        });
        return (await request)?.json();
      };
      expect(await race('5')).toMatchObject({ success: true, value: { state: 'applied', amount: '5.00' } });
      expect(await race('1000')).toMatchObject({ success: true, value: { state: 'applied', amount: '1000.00' } });
      expect(await balanceOf(t, await tokenFor(t, 'adjrace'))).toBe('1015.00');
      await expectReconciled(t);
    },
  );

  it('audits who asked, who approved and what moved', async () => {
    const memberId = await makeMember(t, { username: 'adjaudit', password: 'Secret123' });
    const operatorId = async (username: string) =>
      `${(await t.deps.db.selectFrom('operators').select('id').where('merchant_id', '=', merchantId).where('username', '=', username).executeTakeFirstOrThrow()).id}`;
    const now = (await requestAdjustment(admin, { username: 'adjaudit', amount: '10', reason: 'x' })).json().value;
    const nowRequest = (await auditRows(t, merchantId, 'adjustment.request')).find((r) => r.target_id === now.id);
    expect(nowRequest?.detail).toMatchObject({ threshold: '1000.00', needsApproval: false });
    const nowApply = (await auditRows(t, merchantId, 'adjustment.apply')).find((r) => r.target_id === now.id);
    expect(nowApply?.detail).toEqual({
      memberId: `${memberId}`,
      amount: '10.00',
      entryId: now.entryId,
      approvedBy: null,
    });

    const big = (await requestAdjustment(admin, { username: 'adjaudit', amount: '1000.01', reason: 'x' })).json().value;
    const bigRequest = (await auditRows(t, merchantId, 'adjustment.request')).find((r) => r.target_id === big.id);
    expect(bigRequest?.detail).toMatchObject({ amount: '1000.01', threshold: '1000.00', needsApproval: true });
    const applied = (await decide(second, big.id, 'approve', { note: 'Ticket 12' })).json().value;
    const approve = (await auditRows(t, merchantId, 'adjustment.approve')).find((r) => r.target_id === big.id);
    expect(approve?.detail).toEqual({ note: 'Ticket 12', requestedBy: await operatorId('admin') });
    const bigApply = (await auditRows(t, merchantId, 'adjustment.apply')).find((r) => r.target_id === big.id);
    expect(bigApply?.detail).toEqual({
      memberId: `${memberId}`,
      amount: '1000.01',
      entryId: applied.entryId,
      approvedBy: await operatorId('second'),
    });
    await expectReconciled(t);
  });

  it('a debit that became too big by approval time is refused naming the amount', async () => {
    await makeMember(t, { username: 'adjlate', password: 'Secret123' });
    await fundMember(t, 'adjlate', 200_000n);
    const pending = (await requestAdjustment(admin, { username: 'adjlate', amount: '-2000', reason: 'Fee' })).json()
      .value;
    await requestAdjustment(admin, { username: 'adjlate', amount: '-1', reason: 'Other fee' });
    const refused = await decide(second, pending.id, 'approve');
    expect(refused.json()).toMatchObject({
      code: 'adjustment_exceeds_balance',
      details: [{ field: 'amount', reason: 'invalid' }],
    });
    expect(await balanceOf(t, await tokenFor(t, 'adjlate'))).toBe('1999.00');
  });

  it('rejecting twice answers the rejection again and changes nothing', async () => {
    await makeMember(t, { username: 'adjrej2', password: 'Secret123' });
    const pending = (await requestAdjustment(admin, { username: 'adjrej2', amount: '2000', reason: 'x' })).json().value;
    const once = (await decide(second, pending.id, 'reject', { reason: 'No' })).json();
    const twice = await decide(second, pending.id, 'reject', { reason: 'Still no' });
    expect(twice.json()).toMatchObject({ success: true, value: { state: 'rejected', decisionNote: 'No' } });
    expect(twice.json().value.decidedAt).toBe(once.value.decidedAt);
    expect(
      (await auditRows(t, merchantId, 'adjustment.reject')).filter((r) => r.target_id === pending.id),
    ).toHaveLength(1);
    expect(await balanceOf(t, await tokenFor(t, 'adjrej2'))).toBe('0.00');
  });

  it('lists by state, pages, and counts the whole list and the pending ones', async () => {
    await makeMember(t, { username: 'adjlist', password: 'Secret123' });
    const waiting = (await requestAdjustment(admin, { username: 'adjlist', amount: '3000', reason: 'x' })).json().value;
    const done = (await requestAdjustment(admin, { username: 'adjlist', amount: '3', reason: 'x' })).json().value;
    const list = async (qs: string) =>
      (await t.call({ method: 'GET', url: `/admin/api/adjustments?${qs}`, token: admin })).json().value;
    const pending = await list('state=pending&pageSize=200');
    expect(pending.items.map((a: { state: string }) => a.state)).toEqual(pending.items.map(() => 'pending'));
    expect(pending.items.map((a: { id: string }) => a.id)).toContain(waiting.id);
    expect(pending.items.map((a: { id: string }) => a.id)).not.toContain(done.id);
    expect(pending.total).toBe(pending.items.length);
    expect(pending.pending).toBe(pending.total);
    const applied = await list('state=applied&pageSize=200');
    expect(applied.items.map((a: { id: string }) => a.id)).toContain(done.id);
    expect(applied.items.map((a: { id: string }) => a.id)).not.toContain(waiting.id);
    expect(applied.total).toBe(applied.items.length);
    expect(applied.pending).toBe(pending.total);
    const all = await list('pageSize=200');
    expect(all.total).toBe(pending.total + applied.total + (await list('state=rejected&pageSize=200')).total);
    // Newest first, one a page: page 1 is the applied one made last, page 2 the one waiting before it.
    expect((await list('pageSize=1&page=1')).items.map((a: { id: string }) => a.id)).toEqual([done.id]);
    expect((await list('pageSize=1&page=2')).items.map((a: { id: string }) => a.id)).toEqual([waiting.id]);
    expect((await list('pageSize=2&page=2')).items.map((a: { id: string }) => a.id)).not.toContain(done.id);
  });

  it('reads the stored threshold whether a string or a number, and takes the default for a bad one', async () => {
    await makeMember(t, { username: 'adjstored', password: 'Secret123' });
    const store = (value: unknown) =>
      sql`update merchants set settings = settings || jsonb_build_object('adjustmentApprovalThreshold', ${JSON.stringify(value)}::jsonb) where id = ${merchantId}`.execute(
        t.deps.db,
      );
    const shown = async () =>
      (await t.call({ method: 'GET', url: '/admin/api/adjustments/settings', token: admin })).json().value
        .approvalThreshold;
    const cases: [unknown, string][] = [
      ['5000', '50.00'],
      [5000, '50.00'],
      [0, '0.00'],
      ['12a', '1000.00'],
      ['a12', '1000.00'],
      ['abc', '1000.00'],
      [-5, '1000.00'],
      ['-5', '1000.00'],
      [1.5, '1000.00'],
      [true, '1000.00'],
      [['5000'], '1000.00'],
    ];
    try {
      for (const [value, threshold] of cases) {
        await store(value);
        expect(await shown(), JSON.stringify(value)).toBe(threshold);
      }
      // A stored number holds for requests too: 50.01 waits over a threshold of 50.00.
      await store(5000);
      const res = await requestAdjustment(admin, { username: 'adjstored', amount: '50.01', reason: 'x' });
      expect(res.json().value.state).toBe('pending');
    } finally {
      await store('100000');
    }
  });

  it('takes zero written as 00, 0.00 or with spaces around, and reads 0.5 as 0.50', async () => {
    const put = (approvalThreshold: string) =>
      t.call({ method: 'PUT', url: '/admin/api/adjustments/settings', token: admin, payload: { approvalThreshold } });
    try {
      for (const zero of ['00', '0.00', ' 0 ']) {
        expect((await put(zero)).json(), zero).toMatchObject({ success: true, value: { approvalThreshold: '0.00' } });
      }
      expect((await put('0.5')).json().value.approvalThreshold).toBe('0.50');
    } finally {
      await put('1000');
    }
  });
});
