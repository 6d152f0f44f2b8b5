import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { addOperator, auditRows, signIn, startAdminTest } from '../admin/admin-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { bettor, place, walletMinor } from './lottery-test-kit';
import { reconcileBets } from './reconcile-bets';
import { closeDraw, northResult, resultsApi, vnDraw } from './result-test-kit';

/**
 * Correcting a settled Vietnamese draw (ADR 026): every bet decided again, each member's difference moved
 * once, a wallet never negative (what a member already spent is recorded as unrecovered), the bets' history
 * kept, the books reconciled.
 * Checked to fail: with takeBack in apply-correction.ts taking the whole difference regardless of the balance,
 * the correction failed with insufficient_balance (a 422 instead of the confirmation); with the correction
 * entries' amount in reconcile-bets.ts compared without `unrecovered`, reconciliation reported
 * correction_amount for the spender.
 */
let t: TestApp;
let merchantId: number;
let admin: string;
let second: string;
let api: ReturnType<typeof resultsApi>;

beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
  await addOperator(t, merchantId, 'second', 'cs');
  second = await signIn(t, 'second');
  api = resultsApi(t);
});
afterAll(() => t.close());

async function correctionEntries(memberId: bigint) {
  return t.deps.db
    .selectFrom('ledger_entries')
    .select(['idempotency_key', 'reference'])
    .where('kind', '=', 'bet_correction')
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

describe('a correction after settlement', () => {
  it('moves exactly each difference: winner to loser, loser to winner, a spender leaves what they lack unrecovered', async () => {
    const draw = await vnDraw(t);
    const spender = await bettor(t, 'spender', 370n);
    const loser = await bettor(t, 'loser', 100n);
    await place(t, spender, {
      gameCode: 'XSMB',
      drawNumber: draw.drawNumber,
      tickets: [
        { betType: 'lo2', selections: ['27'], points: 1 },
        { betType: 'de', selections: ['27'], stake: '1.00' },
      ],
    });
    await place(t, loser, {
      gameCode: 'XSMB',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'de', selections: ['45'], stake: '1.00' }],
    });
    await closeDraw(t, draw.id);
    const first = (await api.propose(admin, draw.id, northResult('27'))).json().value;
    expect((await api.confirm(second, first.id, northResult('27'))).statusCode).toBe(200);
    // lô 27 twice (MYR 19.80) and đề 27 (MYR 98.00).
    expect(await walletMinor(t, spender.id)).toBe(11_780n);
    expect(await walletMinor(t, loser.id)).toBe(0n);

    // The spender bets MYR 112.80 of it on another draw: MYR 5.00 is left.
    const other = await vnDraw(t);
    const spent = await place(t, spender, {
      gameCode: 'XSMB',
      drawNumber: other.drawNumber,
      tickets: [{ betType: 'de', selections: ['11'], stake: '112.80' }],
    });
    expect(spent.statusCode, JSON.stringify(spent.json())).toBe(200);
    expect(await walletMinor(t, spender.id)).toBe(500n);

    // The official special was 80145: lô 27 now appears once (22227), đề 27 loses, đề 45 wins.
    const proposed = await api.propose(second, draw.id, northResult('45'));
    expect(proposed.statusCode, JSON.stringify(proposed.json())).toBe(200);
    const correction = proposed.json().value;
    expect(correction).toMatchObject({ kind: 'correction', status: 'pending' });
    // A correction that changes nothing is refused.
    await api.reject(admin, correction.id, 'try again');
    const same = await api.propose(admin, draw.id, northResult('27'));
    expect(same.json()).toMatchObject({
      code: 'lottery_result_invalid',
      details: { issues: [{ code: 'same_result' }] },
    });
    const again = (await api.propose(second, draw.id, northResult('45'))).json().value;
    expect((await api.confirm(second, again.id, northResult('45'))).json().code).toBe('lottery_result_own_proposal');
    const confirmed = await api.confirm(admin, again.id, northResult('45'));
    expect(confirmed.statusCode, JSON.stringify(confirmed.json())).toBe(200);

    // Spender: −MYR 9.90 (lô) − MYR 98.00 (đề) = −MYR 107.90; the wallet gave its MYR 5.00, never below zero.
    expect(await walletMinor(t, spender.id)).toBe(0n);
    expect(await walletMinor(t, loser.id)).toBe(9_800n);
    const members = await t.deps.db
      .selectFrom('lottery_correction_members')
      .select(['member_id', 'difference', 'moved', 'unrecovered', 'withheld'])
      .where('draw_id', '=', draw.id)
      .orderBy('member_id')
      .execute();
    expect(members).toEqual([
      { member_id: spender.id, difference: -10_790n, moved: -500n, unrecovered: 10_290n, withheld: 0n },
      { member_id: loser.id, difference: 9_800n, moved: 9_800n, unrecovered: 0n, withheld: 0n },
    ]);
    const [entry] = await correctionEntries(spender.id);
    expect(entry?.idempotency_key).toBe(`draw:${draw.id}:correction:1:${spender.id}`);

    // The bets show the new outcome and keep the old one beside it; the original settlement entry stays.
    const history = await t.deps.db
      .selectFrom('bet_corrections as c')
      .innerJoin('bets as b', 'b.id', 'c.bet_id')
      .select([
        'b.bet_type',
        'b.status',
        'b.payout',
        'b.settle_entry_id',
        'c.old_status',
        'c.old_payout',
        'c.new_payout',
      ])
      .where('b.draw_id', '=', draw.id)
      .orderBy('b.id')
      .execute();
    expect(
      history.map((h) => [h.bet_type, h.old_status, Number(h.old_payout), h.status, Number(h.new_payout)]),
    ).toEqual([
      ['lo2', 'won', 1980, 'won', 990],
      ['de', 'won', 9800, 'lost', 0],
      ['de', 'lost', 0, 'won', 9800],
    ]);
    expect(history.every((h) => h.settle_entry_id !== null && Number(h.payout) === Number(h.new_payout))).toBe(true);

    // The member's record shows the settlement and the correction.
    const record = await t.call({
      method: 'GET',
      url: '/wps/member/transactions',
      token: spender.token,
      language: 'en',
    });
    const types = (record.json().value.items as { type: string; amount: string }[]).map((i) => [i.type, i.amount]);
    expect(types).toEqual(
      expect.arrayContaining([
        ['bet_settle', '117.80'],
        ['bet_correction', '-5.00'],
      ]),
    );

    // The back office sees what could not be taken back, and from whom.
    const overview = (await api.overview(admin)).json().value;
    expect(overview.corrections[0]).toMatchObject({
      drawId: `${draw.id}`,
      // Named by the game's name in the operator's language, as the draws above it are.
      gameName: 'North lottery',
      number: 1,
      proposedBy: { username: 'second' },
      confirmedBy: { username: 'admin' },
      members: 2,
      betsChanged: 3,
      paid: '98.00',
      recovered: '5.00',
      unrecovered: '102.90',
      shortfalls: [{ memberId: `${spender.id}`, username: spender.username, unrecovered: '102.90' }],
    });
    expect(overview.settled.find((d: { id: string }) => d.id === `${draw.id}`)).toMatchObject({ corrections: 1 });
    expect((await auditRows(t, merchantId, 'lottery.correction.confirm')).at(-1)?.detail).toMatchObject({
      correction: 1,
      betsChanged: 3,
    });

    // Confirming it again moves nothing.
    expect((await api.confirm(admin, again.id, northResult('45'))).json().code).toBe('lottery_result_decided');
    expect(await correctionEntries(spender.id)).toHaveLength(1);
    expect(await walletMinor(t, loser.id)).toBe(9_800n);
    await expectReconciled(t);

    // Reverted by a second correction: the loser gives back all of it; the spender is paid only what was
    // really taken from them (MYR 5.00), the MYR 102.90 they kept being withheld.
    const back = (await api.propose(admin, draw.id, northResult('27'))).json().value;
    expect((await api.confirm(second, back.id, northResult('27'))).statusCode).toBe(200);
    expect(await walletMinor(t, spender.id)).toBe(500n);
    expect(await walletMinor(t, loser.id)).toBe(0n);
    const entries = await correctionEntries(spender.id);
    expect(entries.map((e) => e.idempotency_key)).toEqual([
      `draw:${draw.id}:correction:1:${spender.id}`,
      `draw:${draw.id}:correction:2:${spender.id}`,
    ]);
    const secondRow = await t.deps.db
      .selectFrom('lottery_correction_members')
      .select(['difference', 'moved', 'withheld'])
      .where('draw_id', '=', draw.id)
      .where('member_id', '=', spender.id)
      .orderBy('correction_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(secondRow).toEqual({ difference: 10_790n, moved: 500n, withheld: 10_290n });
    await expectReconciled(t);
  });

  it('reconciliation finds a correction entry that does not match its bets', async () => {
    // Made inside a transaction that is rolled back, so the brand stays clean.
    const draw = await vnDraw(t);
    const m = await bettor(t, 'tamper', 100n);
    await place(t, m, {
      gameCode: 'XSMB',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'de', selections: ['45'], stake: '1.00' }],
    });
    await closeDraw(t, draw.id);
    await api.confirm(
      second,
      (await api.propose(admin, draw.id, northResult('27'))).json().value.id,
      northResult('27'),
    );
    await api.confirm(
      second,
      (await api.propose(admin, draw.id, northResult('45'))).json().value.id,
      northResult('45'),
    );
    expect((await reconcileBets(t.deps.db, merchantId)).problems).toBe(0);
    const rollback = new Error('rollback');
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('bet_corrections')
          .set({ new_payout: 9_900n })
          .where('bet_id', 'in', trx.selectFrom('bets').select('id').where('draw_id', '=', draw.id))
          .execute();
        const check = await reconcileBets(trx, merchantId);
        expect(check.findings.map((f) => f.code)).toEqual(
          expect.arrayContaining(['correction_difference', 'correction_amount']),
        );
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});
