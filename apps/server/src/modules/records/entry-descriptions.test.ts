import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { launchToken, rid, SLOT, vendorCall, vendorSecret } from '../games/games-test-kit';
import { bettor, makeDraw, place, setResult } from '../lottery/lottery-test-kit';
import { settleDraw } from '../lottery/settle-draw';
import { earn } from '../rewards/rewards-test-kit';
import { entryKinds } from '../wallet/entry-kinds';
import { memberWalletAccount, postEntry, systemAccount } from '../wallet/ledger';

/**
 * The account record's rows carry what each movement is about as parts the site translates (ADR 051), not
 * only the ledger's English memo ("GEMILANG win R-…", "bank transfer"): a slot round (stake and win), an
 * e-lottery slip staked and settled, and a bank-transfer deposit. Checked to fail: with describeEntries
 * answering no details, every test here went red.
 */
let t: TestApp;
let member: { id: bigint; token: string };
let roundId: string;
let drawNumber: string;

beforeAll(async () => {
  t = await createTestApp();
  const merchantId = await merchantIdOf(t);
  const secret = await vendorSecret(t);
  member = await bettor(t, 'memo', 100_000n);

  const draw = await makeDraw(t, '5D1');
  drawNumber = draw.drawNumber;
  const placed = await place(t, member, {
    gameCode: '5D1',
    drawNumber,
    tickets: [{ betType: 'pos_number', selections: ['pos1:3'], stake: '1.00' }],
  });
  expect(placed.statusCode, placed.body).toBe(200);
  await setResult(t, draw.id, { game: '5d', numbers: [3, 0, 7, 7, 1] });
  await settleDraw(t.deps, draw.id);

  const token = await launchToken(t, member.token);
  const playerId = `${member.id}`;
  roundId = `R-${randomUUID()}`;
  for (const [action, body] of [
    ['debit', { requestId: rid(), token, playerId, gameCode: SLOT, roundId, transactionId: 'd1', amount: '5.00' }],
    ['credit', { requestId: rid(), playerId, roundId, transactionId: 'c1', amount: '12.50' }],
    ['end-round', { requestId: rid(), playerId, roundId }],
  ] as const) {
    const res = await vendorCall(t, secret, action, body);
    expect(res.statusCode, res.body).toBe(200);
  }

  // A bank transfer credited, as credit-deposit.ts posts it.
  await t.deps.db.transaction().execute(async (trx) => {
    await postEntry(trx, {
      merchantId,
      kind: entryKinds.deposit,
      idempotencyKey: `memo-${randomUUID()}`,
      reference: 'deposit:1',
      memberId: member.id,
      memo: 'bank transfer',
      postings: [
        { accountId: await systemAccount(trx, merchantId, 'payment_clearing'), amount: -1000n },
        { accountId: await memberWalletAccount(trx, merchantId, member.id), amount: 1000n },
      ],
    });
  });

  // A loyalty reward paid as cash: a check-in's grant converted at once (ADR 059).
  await earn(t, {
    merchantId,
    memberId: member.id,
    program: 'check_in',
    sourceRef: 'memo-day',
    amount: 100n,
    payNow: true,
  });
}, 60_000);
afterAll(() => t.close());

async function rows() {
  const res = await t.call({ method: 'GET', url: '/wps/member/transactions?pageSize=50', token: member.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.items as {
    type: string;
    reference: string;
    details: Record<string, string>;
    gameName: { ms: string; en: string; zh: string } | null;
    referenceLabel: { kind: string; value: string } | null;
  }[];
}

describe('what an account record row is about', () => {
  it("names a game round by its game and the vendor's round id, and a credit's outcome", async () => {
    const all = await rows();
    const debit = all.find((r) => r.type === 'game_debit');
    const credit = all.find((r) => r.type === 'game_credit');
    expect(debit).toMatchObject({ details: { round: roundId }, gameName: { en: 'Jungle Treasure' } });
    expect(credit).toMatchObject({ details: { round: roundId, outcome: 'win' }, gameName: { en: 'Jungle Treasure' } });
  });

  it('names a lottery stake and its settlement by the game and the draw', async () => {
    const all = await rows();
    for (const type of ['bet_stake', 'bet_settle']) {
      const row = all.find((r) => r.type === type);
      expect(row?.details.draw).toBe(drawNumber);
      expect(row?.gameName?.ms).toBeTruthy();
      expect(row?.gameName?.en).not.toBe('5D1');
    }
  });

  it('says a deposit came by bank transfer as a method, not in English words', async () => {
    const deposit = (await rows()).find((r) => r.type === 'deposit');
    expect(deposit).toMatchObject({ details: { method: 'bank' }, gameName: null });
  });

  it('names a bonus turned to cash by the loyalty program or offer it came from, with the bonus number', async () => {
    const converted = (await rows()).find((r) => r.type === 'bonus_convert');
    expect(converted).toMatchObject({
      details: { bonus: 'yes' },
      gameName: { ms: 'Ganjaran daftar masuk', en: 'Check-in reward', zh: '签到奖励' },
      referenceLabel: { kind: 'bonus', value: converted?.reference.replace('grant:', '') },
    });
  });

  it("gives each row's reference in a readable form: a draw's number, the vendor's round id, an order's number", async () => {
    const all = await rows();
    const label = (type: string) => all.find((r) => r.type === type)?.referenceLabel;
    expect(label('bet_settle')).toEqual({ kind: 'draw', value: drawNumber });
    expect(label('game_debit')).toEqual({ kind: 'round', value: roundId });
    expect(label('game_credit')).toEqual({ kind: 'round', value: roundId });
    expect(label('deposit')).toEqual({ kind: 'deposit', value: '1' });
    const stake = all.find((r) => r.type === 'bet_stake');
    expect(stake?.referenceLabel).toEqual({ kind: 'slip', value: stake?.reference.replace('bet_slip:', '') });
    // Never the ledger's `kind:id` key.
    for (const row of all) expect(row.referenceLabel?.value ?? '').not.toMatch(/^[a-z_]+:\d+$/);
  });

  it("gives no label for another brand's draw: the reference is looked up within the member's brand", async () => {
    // A settlement whose reference names a draw id this brand does not have (as another brand's would be).
    const merchantId = await merchantIdOf(t);
    await t.deps.db.transaction().execute(async (trx) => {
      await postEntry(trx, {
        merchantId,
        kind: entryKinds.betSettle,
        idempotencyKey: `memo-${randomUUID()}`,
        reference: 'draw:999999999',
        memberId: member.id,
        memo: 'draw:999999999',
        postings: [
          { accountId: await systemAccount(trx, merchantId, 'payment_clearing'), amount: -1n },
          { accountId: await memberWalletAccount(trx, merchantId, member.id), amount: 1n },
        ],
      });
    });
    const row = (await rows()).find((r) => r.reference === 'draw:999999999');
    expect(row?.referenceLabel).toBeNull();
  });
});
