import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bettor, makeDraw, place, walletMinor } from '../lottery/lottery-test-kit';
import { tokenFor } from '../member/member-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { makeMember } from '../session/session-test-kit';
import { fundMember } from '../wallet/wallet-test-kit';
import { runContractJob } from './contract-job';
import { payOwedWages } from './pay-owed-wages';
import { recordWages } from './record-wages';

/**
 * Daily wages (ADR 037): the downline's team sales of a day (its own bets and those of everyone below it) reach
 * a tier; the wage is sales × that tier's rate, paid by the upline to the downline through the ledger, once.
 * Checked to fail: with the payout's status update left out, every paying test goes red (the next run tries
 * again and the ledger's key refuses the replay); with the insert's (contract, period) conflict clause dropped,
 * the race of two processes goes red on PostgreSQL (the second insert throws). An early version caught the
 * upline's insufficient balance inside the transaction, which committed an entry with no postings: the
 * "unpaid" test found it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tomorrow = () => new Date(Date.now() + 24 * 3600 * 1000);

async function agent(upline: { id: bigint } | null, balance: bigint) {
  const username = `wg${randomBytes(4).toString('hex')}`;
  const id = await makeMember(t, { username, password: 'Secret123', type: 1 });
  if (upline) await t.deps.db.updateTable('members').set({ upline_id: upline.id }).where('id', '=', id).execute();
  if (balance > 0n) await fundMember(t, username, balance);
  return { id, username, token: await tokenFor(t, username) };
}

/** A daily wage contract from `top` to `down`, signed: 1% from 10.00 of team sales, 2% from 100.00. */
async function dailyWage(top: { token: string }, down: { username: string; token: string }): Promise<bigint> {
  const path = '/wps/relay/MCS2_processDailySalContract';
  const offered = await t.call({
    method: 'POST',
    url: path,
    token: top.token,
    payload: {
      action: 'offer',
      downline: down.username,
      tiers: [
        { minValidBet: '10', rate: '1' },
        { minValidBet: '100', rate: '2' },
      ],
    },
  });
  const id = offered.json().value.contract.id;
  await t.call({ method: 'POST', url: path, token: down.token, payload: { action: 'sign', contractId: id } });
  return BigInt(id);
}

/** A member under `upline` who bets `stakes` (major units) on an open 5D draw today. */
async function teamBets(upline: { id: bigint }, stakes: string[]) {
  const member = await bettor(t, 'tb', 1_000_000n);
  await t.deps.db.updateTable('members').set({ upline_id: upline.id }).where('id', '=', member.id).execute();
  const draw = await makeDraw(t, '5D1');
  for (const stake of stakes) {
    const res = await place(t, member, {
      gameCode: '5D1',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'pos_number', selections: ['pos1:1'], stake }],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return member;
}

const payoutsOf = (contractId: bigint) =>
  t.deps.db
    .selectFrom('contract_payouts')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('period_start')
    .execute();

describe('daily wages', () => {
  it("pays the downline its team's day at the tier reached, from the upline's wallet, once", async () => {
    const top = await agent(null, 100_000n);
    const down = await agent(top, 0n);
    const contract = await dailyWage(top, down);
    await teamBets(down, ['60.00', '70.00']);
    const below = await agent(down, 0n);
    await teamBets(below, ['5.00']);

    expect(await recordWages(t.deps, tomorrow())).toBeGreaterThanOrEqual(1);
    const [payout] = await payoutsOf(contract);
    // 135.00 of team sales (a member's 130.00 and a sub-agent's member's 5.00): the 2% tier, 2.70.
    expect(payout).toMatchObject({ base: 13_500n, active: 2, tier: 1, rate: 200, amount: 270n, status: 'unpaid' });
    expect(await payoutsOf(contract)).toHaveLength(1);

    expect(await payOwedWages(t.deps)).toBe(1);
    expect(await walletMinor(t, top.id)).toBe(100_000n - 270n);
    expect(await walletMinor(t, down.id)).toBe(270n);
    expect((await payoutsOf(contract))[0]).toMatchObject({ status: 'paid' });

    // Reruns record and pay nothing again.
    await runContractJob({ ...t.deps, now: tomorrow });
    await runContractJob({ ...t.deps, now: tomorrow });
    expect(await payoutsOf(contract)).toHaveLength(1);
    expect(await walletMinor(t, down.id)).toBe(270n);
    await expectReconciled(t);
  });

  it('leaves a wage unpaid while the upline cannot cover it, and pays it once the money is there', async () => {
    const top = await agent(null, 0n);
    const down = await agent(top, 0n);
    const contract = await dailyWage(top, down);
    await teamBets(down, ['20.00']);
    await recordWages(t.deps, tomorrow());
    expect((await payoutsOf(contract))[0]).toMatchObject({ amount: 20n, status: 'unpaid' });
    await payOwedWages(t.deps);
    expect((await payoutsOf(contract))[0]).toMatchObject({ status: 'unpaid' });
    expect(await walletMinor(t, down.id)).toBe(0n);
    await fundMember(t, top.username, 1_000n);
    await payOwedWages(t.deps);
    expect((await payoutsOf(contract))[0]).toMatchObject({ status: 'paid' });
    expect(await walletMinor(t, down.id)).toBe(20n);
  });

  it('records nothing to pay below the first tier, and nothing for a day the contract was not yet signed', async () => {
    const top = await agent(null, 10_000n);
    const down = await agent(top, 0n);
    const contract = await dailyWage(top, down);
    await teamBets(down, ['9.99']);
    await recordWages(t.deps, tomorrow());
    const payouts = await payoutsOf(contract);
    // Only today: the days before it ended before the contract was signed.
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ base: 999n, tier: null, amount: 0n, status: 'nothing' });
    expect(await payOwedWages(t.deps)).toBe(0);
  });

  it("shows the wage in both agents' income: received by the downline, paid by the upline, and what is owed", async () => {
    const top = await agent(null, 100_000n);
    const down = await agent(top, 0n);
    const below = await agent(down, 0n);
    await dailyWage(top, down);
    await dailyWage(down, below);
    await teamBets(below, ['40.00']);
    await recordWages(t.deps, tomorrow());
    await payOwedWages(t.deps);
    const income = async (who: { token: string }) =>
      (await t.call({ method: 'GET', url: '/wps/agent/income', token: who.token, language: 'en' })).json().value;
    // 40.00 of sales under each contract: 1% is 0.40 from top to down, and from down to below.
    expect(await income(top)).toMatchObject({ received: '0.00', paid: '0.40', net: '-0.40', owedByMe: '0.00' });
    const middle = await income(down);
    expect(middle).toMatchObject({ received: '0.40', paid: '0.40', net: '0.00' });
    expect(
      middle.rows.map((r: { direction: string; counterpart: string }) => [r.direction, r.counterpart]).sort(),
    ).toEqual(
      [
        ['in', top.username],
        ['out', below.username],
      ].sort(),
    );
    expect(await income(below)).toMatchObject({
      received: '0.40',
      rows: [{ kind: 'daily_wage', rate: '1.00', base: '40.00', status: 'paid' }],
    });
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')('pays once when two server processes run the job at once', async () => {
    const top = await agent(null, 100_000n);
    const down = await agent(top, 0n);
    const contract = await dailyWage(top, down);
    await teamBets(down, ['50.00']);
    await Promise.all([runContractJob({ ...t.deps, now: tomorrow }), runContractJob({ ...t.deps, now: tomorrow })]);
    const payouts = await payoutsOf(contract);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ amount: 50n, status: 'paid' });
    expect(await walletMinor(t, down.id)).toBe(50n);
  });
});
