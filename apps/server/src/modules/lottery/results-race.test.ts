import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondApp, type TestApp } from '../../test/harness';
import { addOperator, signIn, startAdminTest } from '../admin/admin-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { bettor, place, walletMinor } from './lottery-test-kit';
import { closeDraw, northResult, resultsApi, vnDraw } from './result-test-kit';

/**
 * Two operators confirming the same result at once, each on a different server process (two connection
 * pools on one PostgreSQL): exactly one confirmation acts, the draw is settled once, and the other operator
 * is told it was already decided. The same for two corrections confirmed at once. PostgreSQL only.
 * Checked to fail: with the proposal's FOR UPDATE removed from decide-result.ts, both confirmations read it
 * pending and the losing one ended in a 500, stopped only by the tables' constraints, instead of the clear
 * lottery_result_decided. And with the settlement that follows a decision stepping aside from a locked draw
 * (as the job's does), the losing entry's brief hold on the draw (ADR 049's lock order: draw, then proposal)
 * left the winner unpaid until the job's next run: the wallet read 0 instead of 98.00.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let other: Awaited<ReturnType<typeof createSecondApp>>;
let admin: string;
let second: string;
let third: string;

beforeAll(async () => {
  if (!onPostgres) return;
  let merchantId: number;
  ({ t, merchantId, admin } = await startAdminTest());
  other = await createSecondApp(t);
  await addOperator(t, merchantId, 'second', 'cs');
  await addOperator(t, merchantId, 'third', 'cs');
  second = await signIn(t, 'second');
  third = await signIn(t, 'third');
});
afterAll(async () => {
  if (!onPostgres) return;
  await other.close();
  await t.close();
});

describe('two operators confirming at once', () => {
  it.skipIf(!onPostgres)('settles each draw once and corrects it once', async () => {
    const here = resultsApi(t);
    const there = resultsApi(t, other.call);
    for (let round = 0; round < 4; round++) {
      const draw = await vnDraw(t);
      const m = await bettor(t, `race${round}`, 100n);
      await place(t, m, {
        gameCode: 'XSMB',
        drawNumber: draw.drawNumber,
        tickets: [{ betType: 'de', selections: ['27'], stake: '1.00' }],
      });
      await closeDraw(t, draw.id);

      const proposal = (await here.propose(admin, draw.id, northResult('27'))).json().value;
      const answers = await Promise.all([
        here.confirm(second, proposal.id, northResult('27')),
        there.confirm(third, proposal.id, northResult('27')),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('lottery_result_decided');
      expect(await walletMinor(t, m.id)).toBe(9_800n);
      const settled = await t.deps.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('kind', '=', 'bet_settle')
        .where('member_id', '=', m.id)
        .execute();
      expect(settled).toHaveLength(1);

      const correction = (await here.propose(admin, draw.id, northResult('45'))).json().value;
      const decided = await Promise.all([
        there.confirm(second, correction.id, northResult('45')),
        here.confirm(third, correction.id, northResult('45')),
      ]);
      expect(decided.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await walletMinor(t, m.id)).toBe(0n);
      const corrections = await t.deps.db
        .selectFrom('lottery_corrections')
        .select('number')
        .where('draw_id', '=', draw.id)
        .execute();
      expect(corrections).toEqual([{ number: 1 }]);
    }
    await expectReconciled(t);
  });
});
