import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { auditRows, otherBrand, startAdminTest } from '../../admin/admin-test-kit';
import { expectReconciled } from '../../reconciliation/reconciliation-test-kit';
import { bettor, makeDraw, place, setResult, walletMinor } from '../lottery-test-kit';
import { settleDraw } from '../settle-draw';
import { adminCall, betsOf } from './lottery-admin-test-kit';

/**
 * Voiding a draw from the back office: every bet refunded through settlement's void path, once, the books
 * reconciled, the act audited; a drawn draw, another brand's draw and a void without a reason change nothing.
 * Checked to fail: with the status check of void-draw.ts removed, the drawn draw was voided and its winner's
 * bet refunded instead of paid (the "drawn" case went red); without the settlement call after the void, the race
 * case found its bets pending and its members short.
 */
let t: TestApp;
let merchantId: number;
let admin: string;
beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
});
afterAll(async () => {
  await t.close();
});

const voidIt = (drawId: bigint, reason = 'station feed lost', token = admin, host?: string) =>
  adminCall(t, token, 'POST', `/admin/api/lottery/draws/${drawId}/void`, { reason }, host);

describe('voiding a draw', () => {
  it('refunds every bet of an open draw, once, with the books reconciled and the reason audited', async () => {
    const a = await bettor(t, 'voida', 100_000n);
    const b = await bettor(t, 'voidb', 100_000n);
    const draw = await makeDraw(t, 'XSMB');
    for (const [who, stake] of [
      [a, '3.00'],
      [b, '5.00'],
    ] as const) {
      const res = await place(t, who, {
        gameCode: 'XSMB',
        drawNumber: draw.drawNumber,
        tickets: [{ betType: 'de', selections: ['27', '35'], stake }],
      });
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    }
    expect(await walletMinor(t, a.id)).toBe(100_000n - 600n);

    const res = await voidIt(draw.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ status: 'void', voidable: false, betCount: 4, stakeTotal: '16.00' });
    expect(await walletMinor(t, a.id)).toBe(100_000n);
    expect(await walletMinor(t, b.id)).toBe(100_000n);
    expect(await betsOf(t, draw.id)).toEqual([
      ['void', 300n, 300n],
      ['void', 300n, 300n],
      ['void', 500n, 500n],
      ['void', 500n, 500n],
    ]);
    const [row] = (await auditRows(t, merchantId, 'lottery.draw_void')).filter((r) => r.target_id === `${draw.id}`);
    expect(row?.detail).toMatchObject({ reason: 'station feed lost', previousStatus: 'open', pendingBets: 4 });

    // Again: answered as it stands, nothing moves twice.
    expect((await voidIt(draw.id)).body.value).toMatchObject({ status: 'void' });
    expect(await walletMinor(t, a.id)).toBe(100_000n);
    // A bet after the void is refused and debits nothing.
    const late = await place(t, a, {
      gameCode: 'XSMB',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'de', selections: ['11'], stake: '1.00' }],
    });
    expect(late.json()).toMatchObject({ success: false });
    expect(await walletMinor(t, a.id)).toBe(100_000n);
    await expectReconciled(t);
  });

  it('leaves no bet standing when slips race the void: each is refunded or refused', async () => {
    const racers = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => bettor(t, `race${i}`, 10_000n)));
    const draw = await makeDraw(t, '5D1');
    const slip = (m: (typeof racers)[number]) =>
      place(t, m, {
        gameCode: '5D1',
        drawNumber: draw.drawNumber,
        tickets: [{ betType: 'pos_number', selections: ['pos1:1', 'pos2:2'], stake: '1.00' }],
      });
    // One slip is in before the race, so the void has bets to refund whoever wins the rest.
    expect((await slip(racers[0]!)).statusCode).toBe(200);
    const [voided, ...placed] = await Promise.all([voidIt(draw.id, 'race'), ...racers.slice(1).map(slip)]);
    expect(voided.body.value).toMatchObject({ status: 'void' });
    for (const res of placed) expect([200, 409]).toContain(res.statusCode);
    expect((await betsOf(t, draw.id)).length).toBeGreaterThanOrEqual(2);
    // Every bet that got in is void and refunded; every member has what they started with.
    expect((await betsOf(t, draw.id)).every(([status]) => status === 'void')).toBe(true);
    for (const m of racers) expect(await walletMinor(t, m.id)).toBe(10_000n);
    await expectReconciled(t);
  });

  it('voids a closed draw (past its cut-off, waiting for its result)', async () => {
    const draw = await makeDraw(t, '5D1', { cutoffInMs: -1000, drawInMs: 60_000 });
    await t.deps.db.updateTable('lottery_draws').set({ status: 'closed' }).where('id', '=', draw.id).execute();
    expect((await voidIt(draw.id)).body.value).toMatchObject({ status: 'void' });
  });

  it('refuses a drawn draw and leaves its bets to settle as drawn', async () => {
    const m = await bettor(t, 'drawn', 10_000n);
    const draw = await makeDraw(t, '5D1');
    await place(t, m, {
      gameCode: '5D1',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'pos_number', selections: ['pos1:3'], stake: '1.00' }],
    });
    await setResult(t, draw.id, { game: '5d', numbers: [3, 0, 7, 7, 1] });
    const res = await voidIt(draw.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'lottery_draw_not_voidable' });
    const row = await t.deps.db
      .selectFrom('lottery_draws')
      .select('status')
      .where('id', '=', draw.id)
      .executeTakeFirst();
    expect(row?.status).toBe('drawn');
    await settleDraw(t.deps, draw.id);
    expect(await betsOf(t, draw.id)).toEqual([['won', 980n, 100n]]);
  });

  it("does not find another brand's draw, and needs a reason", async () => {
    const other = await otherBrand(t);
    const theirs = await makeDraw(t, 'XSMB', { brand: 'other' });
    const res = await voidIt(theirs.id);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'lottery_draw_unknown' });
    const mine = await makeDraw(t, 'XSMB');
    const blank = await voidIt(mine.id, '   ');
    expect(blank.body).toMatchObject({ success: false, code: 'invalid_input' });
    const rows = await t.deps.db
      .selectFrom('lottery_draws')
      .select('status')
      .where('id', 'in', [theirs.id, mine.id])
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['open', 'open']);
    expect(other.merchantId).not.toBe(merchantId);
  });

  it('is the admin role only', async () => {
    const { addOperator, signIn } = await import('../../admin/admin-test-kit');
    await addOperator(t, merchantId, 'lotterycs', 'cs');
    const cs = await signIn(t, 'lotterycs');
    const draw = await makeDraw(t, 'XSMB');
    expect((await voidIt(draw.id, 'x', cs)).status).toBe(403);
  });
});
