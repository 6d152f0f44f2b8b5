import { betTypesOf, evaluateBet, type GameKind, payout, settlementTable, type VnResult } from '@gemilang/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { addOperator, signIn, startAdminTest } from '../admin/admin-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { randomVnResult, sample, seededRandom, type TicketIn } from './lottery-property-kit';
import { bettor, place, walletMinor } from './lottery-test-kit';
import { closeDraw, resultsApi, vnDraw } from './result-test-kit';

/**
 * A correction decides bets as a first settlement would (apply-correction.ts mirrors settle-draw.ts's decision
 * for settled bets): on random pairs of results, bets of every Vietnamese bet type (winners of either result,
 * and sets around both) are settled on the first result, corrected to the second, and every bet must then
 * equal evaluateBet and payout() of packages/games on the second; the member's wallet must have moved by
 * exactly the second result's payouts. Seeded (RESULTS_PROPERTY_SEED=… reruns a failure).
 * Checked to fail: with the `none_in` rule left out of apply-correction.ts's decision, lô trượt bets that
 * should have won stayed lost.
 */
let t: TestApp;
let admin: string;
let second: string;
let api: ReturnType<typeof resultsApi>;

beforeAll(async () => {
  let merchantId: number;
  ({ t, merchantId, admin } = await startAdminTest());
  await addOperator(t, merchantId, 'second', 'cs');
  second = await signIn(t, 'second');
  api = resultsApi(t);
});
afterAll(() => t.close());

const SEED = Number(process.env.RESULTS_PROPERTY_SEED ?? Date.now() % 1_000_000);

/** Winners of either result for key bets; for set bets, sets inside either draw's set, and mixed ones. */
function ticketsFor(kind: GameKind, results: VnResult[], random: () => number): TicketIn[] {
  const tables = results.map((r) => settlementTable(kind, r));
  const tickets: TicketIn[] = [];
  for (const def of betTypesOf(kind)) {
    const amount = def.pricing === 'per_point' ? { points: 1 } : { stake: '1.00' };
    if (def.shape === 'each') {
      const keys = tables.flatMap((tb) =>
        sample(
          tb.keys.filter((k) => k.betType === def.code).map((k) => k.key),
          3,
          random,
        ),
      );
      const unique = [...new Set(keys)];
      if (unique.length > 0) tickets.push({ betType: def.code, selections: unique, ...amount });
      continue;
    }
    const sets = tables.map((tb) => [...new Set(tb.sets.find((s) => s.betType === def.code)?.set ?? [])]);
    const both = [...new Set(sets.flat())];
    const outside = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).filter((n) => !both.includes(n));
    const candidates = [
      ...sets.map((s) => sample(s, def.size, random)),
      sample(both, def.size, random),
      sample(outside, def.size, random),
      [...sample(sets[0] ?? [], 1, random), ...sample(outside, def.size - 1, random)],
    ];
    for (const c of candidates) {
      const unique = [...new Set(c)];
      if (unique.length === def.size) tickets.push({ betType: def.code, selections: unique, ...amount });
    }
  }
  return tickets;
}

describe('a correction decides bets as a settlement would', () => {
  it(`agrees with evaluateBet on the corrected result (seed ${SEED})`, async () => {
    const random = seededRandom(SEED);
    let compared = 0;
    for (const [kind, code, station] of [
      ['vn_north', 'XSMB', 'HN'],
      ['vn_south', 'XSMN', 'HCM'],
      ['vn_north', 'XSMB', 'HN'],
    ] as const) {
      const draw = await vnDraw(t, code, station);
      const first = randomVnResult(kind, random);
      const corrected = randomVnResult(kind, random);
      const m = await bettor(t, 'prop', 100_000_000n);
      const tickets = ticketsFor(kind, [first, corrected], random);
      for (let i = 0; i < tickets.length; i += 40) {
        const res = await place(t, m, {
          gameCode: code,
          drawNumber: draw.drawNumber,
          tickets: tickets.slice(i, i + 40),
        });
        expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
      }
      const afterStakes = await walletMinor(t, m.id);
      await closeDraw(t, draw.id);
      const p1 = (await api.propose(admin, draw.id, first.prizes)).json().value;
      expect((await api.confirm(second, p1.id, first.prizes)).statusCode).toBe(200);
      const p2 = await api.propose(second, draw.id, corrected.prizes);
      expect(p2.statusCode, JSON.stringify(p2.json())).toBe(200);
      expect((await api.confirm(admin, p2.json().value.id, corrected.prizes)).statusCode).toBe(200);

      const bets = await t.deps.db
        .selectFrom('bets')
        .select(['bet_type', 'bet_key', 'stake', 'win_per_hit', 'status', 'payout'])
        .where('draw_id', '=', draw.id)
        .execute();
      const got = bets.map((b) => `${b.bet_type} ${b.bet_key} ${b.status} ${b.payout}`);
      const want = bets.map((b) => {
        const e = evaluateBet(kind, b.bet_type, b.bet_key, corrected);
        return `${b.bet_type} ${b.bet_key} ${e.outcome} ${payout({ stake: b.stake, winPerHit: b.win_per_hit }, e)}`;
      });
      expect(got, `seed ${SEED} ${code} ${JSON.stringify([first, corrected])}`).toEqual(want);
      const paid = bets.reduce((sum, b) => sum + (b.payout ?? 0n), 0n);
      expect(await walletMinor(t, m.id)).toBe(afterStakes + paid);
      compared += bets.length;
    }
    expect(compared).toBeGreaterThan(100);
    await expectReconciled(t);
  }, 300_000);
});
