import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf, updateMerchant } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeDraw, place, walletMinor } from '../lottery/lottery-test-kit';
import { tokenFor } from '../member/member-test-kit';
import { reconcileBooks } from '../reconciliation/reconcile-books';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { makeMember } from '../session/session-test-kit';
import { fundMember } from '../wallet/wallet-test-kit';
import { PAY_PASSWORD, type Withdrawer, withdraw, withdrawer } from '../withdrawals/withdrawal-test-kit';
import { runContractJob } from './contract-job';
import { forceDueDividends } from './force-due-dividends';
import { payOwedWages } from './pay-owed-wages';
import { advanceOwedByUpline } from './payout-listing';
import { recordDividends } from './record-dividends';
import { recoverDividendDebts } from './recover-dividend-debts';

/**
 * Dividends (ADR 038): at the end of each period (brand's zone, Asia/Kuala_Lumpur, +08:00 here) the downline's
 * team loss (valid bets less their payouts, settled in the period) reaches a tier; the dividend is the loss ×
 * its rate, floored; the upline's wallet pays it, or at the grace's end the system pays it by force (the house
 * advancing what the wallet lacks) and freezes the upline, which then spends nothing of its own.
 * Checked to fail: with the force claim's `due_at <= now` made `<`, the grace-boundary test goes red; with the
 * ledger's frozen guard removed, the frozen upline's withdrawal, transfer and bet go through (red); with the
 * forced row's status update left out, the rerun forces again and the key's replay throws (red); with the
 * records' "upline or downline" filter dropped, the outsider sees the payout (red); with the semimonthly
 * second half starting a day late, the worked example's periods move (red); with the waiting notice's once-mark
 * dropped, each run tells the agents again (red); with the floor made a ceiling, 33.33
 * becomes 33.34 (red). Taking the advance back: with the frozen check skipped, the unfrozen upline's wallet is
 * taken from (red); with `recovered` left unchanged, the steps take again and reconciliation differs (red); with
 * the payout's row lock removed, three recovery steps at once on PostgreSQL collide on the step's key (red).
 */
let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
});
afterAll(() => t.close());

const at = (local: string) => new Date(`${local}+08:00`);

/** An agent (payment password, bank account, `balance` minor units) under `upline`, or at the top. */
const agent = (upline: Withdrawer | null, balance = 0n) =>
  withdrawer(t, { type: 1, uplineId: upline?.id ?? null, balance });

/** A plain member of `upline`'s team. */
async function teamMember(upline: { id: bigint }) {
  const id = await makeMember(t, { username: `dm${randomBytes(4).toString('hex')}`, password: 'Secret123' });
  await t.deps.db.updateTable('members').set({ upline_id: upline.id }).where('id', '=', id).execute();
  return { id };
}

/** A bet settled at `settledAt` (stake and payout in minor units; won when it paid more than nothing). */
async function settledBet(member: { id: bigint }, stake: bigint, payout: bigint, settledAt: Date, status?: string) {
  await t.deps.db
    .insertInto('bets')
    .values({
      merchant_id: merchantId,
      member_id: member.id,
      product: 'vendor',
      game_code: 'TESTGAME',
      bet_type: 'single',
      bet_key: 'x',
      stake,
      win_per_hit: 0n,
      potential_win: 0n,
      status: (status ?? (payout > 0n ? 'won' : 'lost')) as 'won',
      payout,
      placed_at: new Date(settledAt.getTime() - 60_000),
      settled_at: settledAt,
    })
    .execute();
}

/** A signed dividend contract from `top` to `down`, in force since the start of 2026. */
async function dividend(
  top: Withdrawer,
  down: Withdrawer,
  period: 'daily' | 'weekly' | 'semimonthly' | 'monthly',
  tiers: Record<string, unknown>[],
): Promise<bigint> {
  const path = '/wps/relay/MCS2_processDividendReq';
  const offered = await t.call({
    method: 'POST',
    url: path,
    token: top.token,
    payload: { action: 'offer', downline: down.username, period, tiers },
  });
  expect(offered.statusCode, offered.body).toBe(200);
  const id = offered.json().value.contract.id;
  const signed = await t.call({
    method: 'POST',
    url: path,
    token: down.token,
    payload: { action: 'sign', contractId: id },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  await t.deps.db
    .updateTable('agent_contracts')
    .set({ decided_at: at('2026-01-01T00:00:00') })
    .where('id', '=', BigInt(id))
    .execute();
  return BigInt(id);
}

const payoutsOf = (contractId: bigint) =>
  t.deps.db
    .selectFrom('contract_payouts')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('period_start')
    .execute();

const messagesOf = (memberId: bigint) =>
  t.deps.db
    .selectFrom('member_messages')
    .select(['kind', 'params'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

const job = (now: Date) => runContractJob({ ...t.deps, now: () => now });

describe('dividend settlement, worked examples', () => {
  it("daily: the team's loss of the local day at the highest tier met, paid by the upline's wallet, once", async () => {
    const top = await agent(null, 100_000n);
    const down = await agent(top);
    const sub = await agent(down);
    const contract = await dividend(top, down, 'daily', [
      { minValidBet: '100', rate: '10' },
      { minValidBet: '1000', minTeamLoss: '200', minActive: 2, rate: '20' },
    ]);
    const a = await teamMember(down);
    const b = await teamMember(sub);
    await settledBet(a, 60_000n, 0n, at('2026-03-10T10:00:00'));
    await settledBet(b, 50_000n, 85_000n, at('2026-03-10T23:59:59'));
    // Not valid (a push), or settled outside the day: none counts.
    await settledBet(down, 10_000n, 10_000n, at('2026-03-10T12:00:00'), 'push');
    await settledBet(a, 99_900n, 0n, at('2026-03-11T00:00:00'));
    await settledBet(a, 77_700n, 0n, at('2026-03-09T23:59:59'));

    await job(at('2026-03-11T00:30:00'));
    const days = await payoutsOf(contract);
    const day = (local: string) => days.find((p) => p.period_start.getTime() === at(local).getTime());
    // Valid bets 1,100.00, paid back 850.00: the team lost 250.00 with 2 active, the 20% tier: 50.00.
    expect(day('2026-03-10T00:00:00')).toMatchObject({
      period_end: at('2026-03-11T00:00:00'),
      valid_bet: 110_000n,
      base: 25_000n,
      active: 2,
      tier: 1,
      rate: 2000,
      amount: 5_000n,
      status: 'paid',
      due_at: at('2026-03-12T00:00:00'),
    });
    // The day before (the run catches up on the last three): 777.00 lost, below 1,000.00 of valid bets: 10%.
    expect(day('2026-03-09T00:00:00')).toMatchObject({ base: 77_700n, active: 1, tier: 0, amount: 7_770n });
    // Today is not over: the bet settled at midnight waits for tomorrow's run.
    expect(day('2026-03-11T00:00:00')).toBeUndefined();
    expect(await walletMinor(t, top.id)).toBe(100_000n - 5_000n - 7_770n);
    expect(await walletMinor(t, down.id)).toBe(12_770n);
    expect((await messagesOf(down.id)).map((m) => m.kind)).toEqual(['contract_paid', 'contract_paid']);
    expect((await messagesOf(top.id)).at(-1)).toMatchObject({
      kind: 'contract_paid',
      params: { contractKind: 'dividend', role: 'upline', counterpart: down.username, amount: '50.00' },
    });

    // Reruns record, pay and tell nothing again.
    await job(at('2026-03-11T00:31:00'));
    await job(at('2026-03-11T00:32:00'));
    expect((await payoutsOf(contract)).filter((p) => p.status === 'paid')).toHaveLength(2);
    expect(await walletMinor(t, down.id)).toBe(12_770n);
    expect(await messagesOf(down.id)).toHaveLength(2);
    await expectReconciled(t);
  });

  it('weekly: Monday to Monday; a floored 10% of 333.33 is 33.33, and a week the team won pays nothing', async () => {
    const top = await agent(null, 100_000n);
    const down = await agent(top);
    const contract = await dividend(top, down, 'weekly', [{ minTeamLoss: '100', rate: '10' }]);
    const a = await teamMember(down);
    await settledBet(a, 33_333n, 0n, at('2026-03-08T23:00:00'));
    await settledBet(a, 10_000n, 0n, at('2026-03-09T00:10:00'));
    await settledBet(a, 10_000n, 25_000n, at('2026-02-25T12:00:00'));

    await recordDividends(t.deps, at('2026-03-09T00:30:00'));
    const weeks = await payoutsOf(contract);
    expect(weeks.map((w) => [w.period_start, w.period_end])).toEqual([
      [at('2026-02-23T00:00:00'), at('2026-03-02T00:00:00')],
      [at('2026-03-02T00:00:00'), at('2026-03-09T00:00:00')],
    ]);
    expect(weeks[0]).toMatchObject({ base: -15_000n, valid_bet: 10_000n, amount: 0n, status: 'nothing' });
    expect(weeks[1]).toMatchObject({ base: 33_333n, tier: 0, rate: 1000, amount: 3_333n, status: 'unpaid' });
  });

  it('semimonthly: the 1st to the 15th and the 16th to the month end, each its own payout', async () => {
    const top = await agent(null, 100_000n);
    const down = await agent(top);
    const contract = await dividend(top, down, 'semimonthly', [{ minValidBet: '100', rate: '5' }]);
    const a = await teamMember(down);
    await settledBet(a, 50_000n, 0n, at('2026-02-15T23:00:00'));
    await settledBet(a, 20_000n, 0n, at('2026-02-16T00:00:00'));

    await recordDividends(t.deps, at('2026-03-01T00:30:00'));
    const halves = (await payoutsOf(contract)).map((p) => [p.period_start, p.period_end, p.amount]);
    // The last three completed halves (a run catches up after a server was down).
    expect(halves).toEqual([
      [at('2026-01-16T00:00:00'), at('2026-02-01T00:00:00'), 0n],
      [at('2026-02-01T00:00:00'), at('2026-02-16T00:00:00'), 2_500n],
      [at('2026-02-16T00:00:00'), at('2026-03-01T00:00:00'), 1_000n],
    ]);
  });

  it('monthly: the calendar month; 3.33% of 1,034.56 floors to 34.45 once two members were active', async () => {
    const top = await agent(null, 100_000n);
    const down = await agent(top);
    const contract = await dividend(top, down, 'monthly', [
      { minTeamLoss: '100', rate: '1' },
      { minTeamLoss: '100', minActive: 2, rate: '3.33' },
    ]);
    const a = await teamMember(down);
    const b = await teamMember(down);
    await settledBet(a, 123_456n, 0n, at('2026-02-01T00:00:00'));
    await settledBet(b, 10_000n, 30_000n, at('2026-02-28T23:59:59'));

    await recordDividends(t.deps, at('2026-03-01T00:30:00'));
    const february = (await payoutsOf(contract)).find(
      (p) => p.period_start.getTime() === at('2026-02-01T00:00:00').getTime(),
    );
    expect(february).toMatchObject({
      period_end: at('2026-03-01T00:00:00'),
      base: 103_456n,
      active: 2,
      tier: 1,
      rate: 333,
      amount: 3_445n,
    });
  });

  it("takes the brand's grace in hours from its settings", async () => {
    const row = await t.deps.db
      .selectFrom('merchants')
      .select('settings')
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    await updateMerchant(t, merchantId, {
      settings: JSON.stringify({ ...row.settings, agentContracts: { dividendGraceHours: 2 } }),
    });
    try {
      const top = await agent(null, 100_000n);
      const down = await agent(top);
      const contract = await dividend(top, down, 'daily', [{ minValidBet: '1', rate: '1' }]);
      await recordDividends(t.deps, at('2026-04-02T00:30:00'));
      const [last] = (await payoutsOf(contract)).slice(-1);
      expect(last).toMatchObject({ period_end: at('2026-04-02T00:00:00'), due_at: at('2026-04-02T02:00:00') });
    } finally {
      await updateMerchant(t, merchantId, { settings: JSON.stringify(row.settings) });
    }
  });
});

/** A daily dividend of 50.00 (50% of a 100.00 team loss on 2026-05-20) owed by `top`, recorded at 00:01. */
async function owedDividend(top: Withdrawer, down: Withdrawer, day = '2026-05-20') {
  const contract = await dividend(top, down, 'daily', [{ minValidBet: '10', rate: '50' }]);
  await settledBet(await teamMember(down), 10_000n, 0n, at(`${day}T12:00:00`));
  return contract;
}

describe('the grace and the forced payment', () => {
  it('waits for the upline until the grace ends, then pays the downline in full, the house advancing the shortfall, and freezes the upline', async () => {
    const top = await agent(null, 1_000n);
    const down = await agent(top);
    const contract = await owedDividend(top, down);

    await job(at('2026-05-21T00:01:00'));
    let [payout] = (await payoutsOf(contract)).filter((p) => p.amount > 0n);
    expect(payout).toMatchObject({ amount: 5_000n, status: 'unpaid', due_at: at('2026-05-22T00:00:00') });
    expect((await messagesOf(down.id)).map((m) => m.kind)).toEqual(['contract_waiting']);
    expect((await messagesOf(top.id)).at(-1)).toMatchObject({
      kind: 'contract_waiting',
      params: { role: 'upline', dueAt: at('2026-05-22T00:00:00').toISOString(), amount: '50.00' },
    });

    // One second before the grace ends: still the upline's to pay, and nobody is told twice.
    await job(at('2026-05-21T23:59:59'));
    [payout] = (await payoutsOf(contract)).filter((p) => p.amount > 0n);
    expect(payout?.status).toBe('unpaid');
    expect(await messagesOf(down.id)).toHaveLength(1);
    expect(await walletMinor(t, down.id)).toBe(0n);

    // The grace ends: 10.00 from the upline's wallet, 40.00 advanced by the house, the upline frozen.
    await job(at('2026-05-22T00:00:00'));
    [payout] = (await payoutsOf(contract)).filter((p) => p.amount > 0n);
    expect(payout).toMatchObject({ status: 'forced', shortfall: 4_000n, forced_at: at('2026-05-22T00:00:00') });
    expect(await walletMinor(t, down.id)).toBe(5_000n);
    expect(await walletMinor(t, top.id)).toBe(0n);
    const status = await t.deps.db.selectFrom('members').select('status').where('id', '=', top.id).executeTakeFirst();
    expect(status?.status).toBe('frozen');
    expect((await messagesOf(down.id)).at(-1)).toMatchObject({
      kind: 'contract_forced',
      params: { role: 'downline', counterpart: top.username, amount: '50.00', shortfall: '40.00' },
    });
    expect((await messagesOf(top.id)).at(-1)?.kind).toBe('contract_forced');
    await expectReconciled(t);

    // Reruns move nothing more.
    await job(at('2026-05-22T00:05:00'));
    expect(await walletMinor(t, down.id)).toBe(5_000n);
    expect((await messagesOf(down.id)).filter((m) => m.kind === 'contract_forced')).toHaveLength(1);
  });

  it('refuses the frozen upline every spending of its own (withdrawal, transfer, bet) and changes nothing, while it still signs in and reads', async () => {
    const top = await agent(null, 0n);
    const down = await agent(top);
    await owedDividend(top, down, '2026-06-10');
    await job(at('2026-06-12T00:00:00'));
    await fundMember(t, top.username, 20_000n);

    const refused = (res: { statusCode: number; json: () => { code?: string } }) => {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'account_frozen' });
    };
    refused(await withdraw(t, top, '100.00'));
    refused(
      await t.call({
        method: 'POST',
        url: '/wps/agent/team/transfer',
        token: top.token,
        language: 'en',
        payload: {
          account: down.username,
          amount: '10.00',
          paymentPassword: PAY_PASSWORD,
          idempotencyKey: randomUUID(),
        },
      }),
    );
    const draw = await makeDraw(t, '5D1');
    refused(
      await place(t, top, {
        gameCode: '5D1',
        drawNumber: draw.drawNumber,
        tickets: [{ betType: 'pos_number', selections: ['pos1:1'], stake: '1.00' }],
      }),
    );
    expect(await walletMinor(t, top.id)).toBe(20_000n);
    expect(await walletMinor(t, down.id)).toBe(5_000n);

    const info = await t.call({ method: 'GET', url: '/wps/member/info', token: await tokenFor(t, top.username) });
    expect(info.statusCode).toBe(200);
    const records = await t.call({ method: 'GET', url: '/wps/agent/dividends', token: top.token });
    expect(records.json().value.items.filter((r: { status: string }) => r.status !== 'nothing')).toEqual([
      expect.objectContaining({ status: 'forced', amount: '50.00', shortfall: '50.00', direction: 'out' }),
    ]);
    // The downline is not frozen and spends as before.
    expect((await withdraw(t, down, '50.00')).statusCode).toBe(200);
  });

  it('pays nothing twice when the force step is run again over a payout already forced', async () => {
    const top = await agent(null, 0n);
    const down = await agent(top);
    await owedDividend(top, down, '2026-07-01');
    await recordDividends(t.deps, at('2026-07-02T00:01:00'));
    const due = at('2026-07-03T00:00:00');
    expect(await forceDueDividends(t.deps, due)).toBeGreaterThanOrEqual(1);
    expect(await forceDueDividends(t.deps, due)).toBe(0);
    expect(await payOwedWages(t.deps)).toBe(0);
    expect(await walletMinor(t, down.id)).toBe(5_000n);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'forces once, freezes once and tells each agent once when two server processes run the job at once',
    async () => {
      const top = await agent(null, 500n);
      const down = await agent(top);
      const contract = await owedDividend(top, down, '2026-08-01');
      await job(at('2026-08-02T00:01:00'));
      const due = at('2026-08-03T00:00:00');
      await Promise.all([job(due), job(due), job(due)]);
      const forced = (await payoutsOf(contract)).filter((p) => p.status === 'forced');
      expect(forced).toHaveLength(1);
      expect(forced[0]).toMatchObject({ shortfall: 4_500n });
      expect(await walletMinor(t, down.id)).toBe(5_000n);
      expect(await walletMinor(t, top.id)).toBe(0n);
      expect((await messagesOf(down.id)).filter((m) => m.kind === 'contract_forced')).toHaveLength(1);
      await expectReconciled(t);
    },
  );
});

describe("taking the house's advance back from the frozen upline", () => {
  /** A forced dividend of 50.00 whose upline held 10.00: the house advanced 40.00 and the upline is frozen. */
  async function forcedWithAdvance(day: string) {
    const top = await agent(null, 1_000n);
    const down = await agent(top);
    const contract = await owedDividend(top, down, day);
    const next = new Date(at(`${day}T00:00:00`).getTime() + 86_400_000);
    await job(new Date(next.getTime() + 60_000));
    await job(new Date(next.getTime() + 86_400_000));
    const [payout] = (await payoutsOf(contract)).filter((p) => p.amount > 0n);
    expect(payout).toMatchObject({ status: 'forced', shortfall: 4_000n, recovered: 0n });
    return { top, down, contract, later: new Date(next.getTime() + 2 * 86_400_000) };
  }

  it('takes what later reaches the wallet, up to the advance, tells the upline each time, and stops when it is paid back', async () => {
    const { top, down, contract, later } = await forcedWithAdvance('2026-10-01');
    expect(await advanceOwedByUpline(t.deps.db, merchantId, [top.id])).toEqual(new Map([[top.id, 4_000n]]));

    await fundMember(t, top.username, 2_500n);
    await job(later);
    let [payout] = (await payoutsOf(contract)).filter((p) => p.amount > 0n);
    expect(payout?.recovered).toBe(2_500n);
    expect(await walletMinor(t, top.id)).toBe(0n);
    expect((await messagesOf(top.id)).at(-1)).toMatchObject({
      kind: 'contract_debt_recovered',
      params: { amount: '25.00', owed: '15.00' },
    });
    await expectReconciled(t);

    await fundMember(t, top.username, 3_000n);
    await job(later);
    await job(later);
    [payout] = (await payoutsOf(contract)).filter((p) => p.amount > 0n);
    expect(payout?.recovered).toBe(4_000n);
    expect(await walletMinor(t, top.id)).toBe(1_500n);
    expect(await walletMinor(t, down.id)).toBe(5_000n);
    const notices = (await messagesOf(top.id)).filter((m) => m.kind === 'contract_debt_recovered');
    expect(notices.map((m) => m.params)).toEqual([
      expect.objectContaining({ amount: '25.00', owed: '15.00' }),
      expect.objectContaining({ amount: '15.00', owed: '0.00' }),
    ]);
    expect(await advanceOwedByUpline(t.deps.db, merchantId, [top.id])).toEqual(new Map([[top.id, 0n]]));
    await expectReconciled(t);
  });

  it('leaves alone an upline an operator has unfrozen, and an empty wallet', async () => {
    const { top, contract, later } = await forcedWithAdvance('2026-10-05');
    await job(later);
    let [payout] = (await payoutsOf(contract)).filter((p) => p.amount > 0n);
    expect(payout?.recovered).toBe(0n);

    await t.deps.db.updateTable('members').set({ status: 'active' }).where('id', '=', top.id).execute();
    await fundMember(t, top.username, 9_000n);
    await job(later);
    [payout] = (await payoutsOf(contract)).filter((p) => p.amount > 0n);
    expect(payout?.recovered).toBe(0n);
    expect(await walletMinor(t, top.id)).toBe(9_000n);
    expect((await messagesOf(top.id)).filter((m) => m.kind === 'contract_debt_recovered')).toEqual([]);
  });

  it('is seen by reconciliation when a step took money but the payout does not say so', async () => {
    const { top, contract, later } = await forcedWithAdvance('2026-10-09');
    await fundMember(t, top.username, 1_000n);
    await job(later);
    const [payout] = (await payoutsOf(contract)).filter((p) => p.status === 'forced');
    const setRecovered = (recovered: bigint) =>
      t.deps.db
        .updateTable('contract_payouts')
        .set({ recovered })
        .where('id', '=', payout?.id ?? 0n)
        .execute();
    await setRecovered(0n);
    const books = await reconcileBooks(t.deps.db, merchantId);
    const check = books.checks.find((c) => c.name === 'dividendRecoveries');
    expect(check?.findings).toEqual([
      expect.objectContaining({ code: 'recovery_amount', expected: 0n, actual: 1_000n }),
    ]);
    await setRecovered(1_000n);
    await expectReconciled(t);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'takes the advance back once when three server processes run the recovery step at once',
    async () => {
      const { top, contract, later } = await forcedWithAdvance('2026-10-13');
      await job(later);
      await fundMember(t, top.username, 10_000n);
      // The recovery step itself, three at once (the whole job's earlier steps would spread them out).
      const steps = await Promise.all([1, 2, 3].map(() => recoverDividendDebts(t.deps)));
      expect(steps.reduce((a, b) => a + b, 0)).toBe(1);
      const [payout] = (await payoutsOf(contract)).filter((p) => p.amount > 0n);
      expect(payout?.recovered).toBe(4_000n);
      expect(await walletMinor(t, top.id)).toBe(6_000n);
      expect((await messagesOf(top.id)).filter((m) => m.kind === 'contract_debt_recovered')).toHaveLength(1);
      await expectReconciled(t);
    },
  );
});

describe('dividend records in the agent centre', () => {
  it('shows a payout to its two agents only, each from its own side; a member who is not an agent is refused', async () => {
    const top = await agent(null, 100_000n);
    const down = await agent(top);
    const outsider = await agent(null);
    await owedDividend(top, down, '2026-09-01');
    await job(at('2026-09-02T00:01:00'));
    const records = async (who: { token: string }) =>
      (await t.call({ method: 'GET', url: '/wps/agent/dividends', token: who.token, language: 'en' })).json().value;
    const mineAsUpline = (await records(top)).items.filter((r: { amount: string }) => r.amount !== '0.00');
    expect(mineAsUpline).toEqual([
      expect.objectContaining({
        direction: 'out',
        counterpart: down.username,
        period: 'daily',
        validBet: '100.00',
        base: '100.00',
        active: 1,
        tier: 1,
        rate: '50.00',
        amount: '50.00',
        status: 'paid',
        shortfall: '0.00',
      }),
    ]);
    const asDownline = (await records(down)).items.filter((r: { amount: string }) => r.amount !== '0.00');
    expect(asDownline).toEqual([
      expect.objectContaining({ direction: 'in', counterpart: top.username, amount: '50.00' }),
    ]);
    expect(await records(outsider)).toMatchObject({ items: [], total: 0 });

    const member = await withdrawer(t, { uplineId: top.id });
    const refused = await t.call({ method: 'GET', url: '/wps/agent/dividends', token: member.token, language: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'not_agent' });
  });
});
