import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { entryKinds } from '../wallet/entry-kinds';
import { memberWalletAccount, systemAccount, transfer } from '../wallet/ledger';
import { bettor, makeDraw, place, setResult } from './lottery-test-kit';
import { reconcileBets } from './reconcile-bets';
import { settleDraw } from './settle-draw';

/**
 * The bets check finds what a balanced ledger cannot show: a payout changed after settlement, stakes in
 * play that no pending bet explains, a stake entry naming no slip. Each mistake is made inside a
 * transaction that is rolled back, so the brand stays clean for the next.
 */
let t: TestApp;
let merchantId: number;
let drawId: bigint;
let memberId: bigint;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  const m = await bettor(t, 'recon', 10_000n);
  memberId = m.id;
  const settled = await makeDraw(t, '5D1');
  await place(t, m, {
    gameCode: '5D1',
    drawNumber: settled.drawNumber,
    tickets: [{ betType: 'pos_number', selections: ['pos1:3', 'pos1:4'], stake: '1' }],
  });
  await setResult(t, settled.id, { game: '5d', numbers: [3, 0, 7, 7, 1] });
  await settleDraw(t.deps, settled.id);
  drawId = settled.id;
  const open = await makeDraw(t, '5D1');
  await place(t, m, {
    gameCode: '5D1',
    drawNumber: open.drawNumber,
    tickets: [{ betType: 'pos_number', selections: ['pos2:3'], stake: '1' }],
  });
});
afterAll(async () => {
  await t.close();
});

class Rollback extends Error {}

async function checkWith(mistake: (trx: Transaction<Database>) => Promise<void>) {
  let found: Awaited<ReturnType<typeof reconcileBets>> | undefined;
  await t.deps.db
    .transaction()
    .execute(async (trx) => {
      await mistake(trx);
      found = await reconcileBets(trx, merchantId);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return found!;
}

describe('reconciling bets', () => {
  it('is clean after placing, settling and a bet still in play', async () => {
    const clean = await reconcileBets(t.deps.db, merchantId);
    expect(clean).toMatchObject({ name: 'bets', problems: 0, rowsChecked: 3, entriesChecked: 3 });
  });

  it('finds a settled bet whose payout no longer matches its entry', async () => {
    const found = await checkWith(async (trx) => {
      await trx
        .updateTable('bets')
        .set({ payout: 2_000n })
        .where('draw_id', '=', drawId)
        .where('status', '=', 'won')
        .execute();
    });
    expect(found.findings.map((f) => [f.code, f.subject, f.expected, f.actual])).toEqual([
      ['house_share', `draw:${drawId}`, -1_800n, -780n],
      ['payout_amount', `draw:${drawId}`, 2_000n, 980n],
    ]);
  });

  it('finds stakes in play that no pending bet explains, and a stake entry naming no slip', async () => {
    const found = await checkWith(async (trx) => {
      await transfer(trx, {
        merchantId,
        kind: entryKinds.betStake,
        idempotencyKey: 'no-slip',
        reference: 'bet_slip:999999',
        memberId,
        from: await memberWalletAccount(trx, merchantId, memberId),
        to: await systemAccount(trx, merchantId, 'bets_in_play'),
        amount: 50n,
      });
    });
    expect(found.findings.map((f) => [f.code, f.subject, f.expected, f.actual])).toEqual([
      ['entry_orphan', 'bet_slip:999999', null, 50n],
      ['in_play_balance', 'bets_in_play', 100n, 150n],
    ]);
  });
});
