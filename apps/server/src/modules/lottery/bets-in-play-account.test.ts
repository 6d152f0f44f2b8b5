import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { stripeOf } from '../wallet/member-stripes';
import { bettor, editGame, makeDraw, place, setResult } from './lottery-test-kit';
import { settleDraw } from './settle-draw';

/**
 * Bets in play is sixteen accounts by member (ADR 028): a member's stakes go into their own stripe at
 * placement and come out of that same stripe at cancel and at settlement, so each stripe holds exactly its
 * members' pending stakes. Checked to fail: with settlement taking every member's stakes from the batch's first
 * member's stripe, the settlement was refused (insufficient_balance): that stripe held only its own stakes;
 * with a member's stripe computed as id × 16 instead of id mod 16, stakes went to accounts beyond the sixteen (red).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function stripes(): Promise<Map<string, bigint>> {
  const rows = await t.deps.db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance'])
    .where('merchant_id', '=', await merchantIdOf(t))
    .where('kind', '=', 'bets_in_play')
    .execute();
  return new Map(rows.map((r) => [r.code, r.balance]));
}

describe('bets in play by member', () => {
  it('holds each member’s stakes in their stripe until cancel or settlement empties it', async () => {
    await editGame(t, '5D1', { allowCancel: true });
    const a = await bettor(t, 'stripea', 10_000n);
    let b = await bettor(t, 'stripeb', 10_000n);
    while (stripeOf(b.id) === stripeOf(a.id)) b = await bettor(t, 'stripeb', 10_000n);
    const draw = await makeDraw(t, '5D1');
    const ticket = { betType: 'pos_number', selections: ['pos1:3'], stake: '2.00' };
    const first = await place(t, a, { gameCode: '5D1', drawNumber: draw.drawNumber, tickets: [ticket] });
    const second = await place(t, b, { gameCode: '5D1', drawNumber: draw.drawNumber, tickets: [ticket, ticket] });
    const cancelled = await place(t, b, { gameCode: '5D1', drawNumber: draw.drawNumber, tickets: [ticket] });
    expect([first.statusCode, second.statusCode, cancelled.statusCode]).toEqual([200, 200, 200]);
    const slipId = cancelled.json().value.slip.id;
    const cancel = await t.call({ method: 'POST', url: `/lgw/bets/${slipId}/cancel`, token: b.token, language: 'en' });
    expect(cancel.statusCode, JSON.stringify(cancel.json())).toBe(200);

    const held = await stripes();
    // Sixteen stripes at most, codes 0 to 15 (and the single '' account of before).
    const codes = new Set(['', ...Array.from({ length: 16 }, (_, i) => `${i}`)]);
    expect([...held.keys()].filter((code) => !codes.has(code))).toEqual([]);
    expect(held.get(stripeOf(a.id))).toBe(200n);
    expect(held.get(stripeOf(b.id))).toBe(400n);

    await setResult(t, draw.id, { game: '5d', numbers: [3, 0, 7, 7, 1] });
    expect(await settleDraw(t.deps, draw.id)).toMatchObject({ finished: true, entriesPosted: 2, betsSettled: 3 });
    const after = await stripes();
    expect(after.get(stripeOf(a.id))).toBe(0n);
    expect(after.get(stripeOf(b.id))).toBe(0n);
    await expectReconciled(t);
  });
});
