import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetTypeDef, DrawResult, ElottResult, GameKind, VnRegion, VnResult } from './model';
import { betTypesOf, GAME_KINDS, isVnGame, regionOf } from './registry';
import { evaluateBet, lookUpBet, type SettlementTable, settlementTable } from './settlement';
import { validateTicket } from './ticket';
import { VN_TIER_SHAPES } from './vn/result-shape';

// The server settles with a join against settlementTable; members check their tickets with evaluateBet.
// They must agree on every bet of every type, for any result. Keys come from the winning keys of the
// result itself (bets that won or pushed) and of another random result (mostly bets that lost), and set-based
// bets pick their numbers from both results' sets and from the whole number space, so every outcome occurs.

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

function vnResult(region: VnRegion): fc.Arbitrary<VnResult> {
  const tiers = VN_TIER_SHAPES[region].map(({ tier, count, digits: d }) =>
    fc.array(digits(d), { minLength: count, maxLength: count }).map((numbers) => [tier, numbers] as const),
  );
  return fc.tuple(...tiers).map((entries) => ({ region, prizes: Object.fromEntries(entries) }));
}

const dice = (min: number, max: number, n: number) =>
  fc.array(fc.integer({ min, max }), { minLength: n, maxLength: n });

function resultOf(game: GameKind): fc.Arbitrary<DrawResult> {
  if (isVnGame(game)) return vnResult(regionOf(game));
  const numbers: fc.Arbitrary<number[]> =
    // Half the 5D and K3 results come from a narrow range, so triples, pairs and straights occur often.
    game === '5d'
      ? fc.oneof(dice(0, 9, 5), dice(0, 2, 5))
      : game === 'k3'
        ? fc.oneof(dice(1, 6, 3), dice(5, 6, 3))
        : game === 'pk10'
          ? fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { minLength: 10, maxLength: 10 })
          : fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], { minLength: 5, maxLength: 5 });
  return numbers.map((n): ElottResult => ({ game, numbers: n }));
}

/** Every number a combination bet type can take, in key form. */
function numberSpace(game: GameKind): string[] {
  if (isVnGame(game)) return Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
  if (game === 'k3') return ['1', '2', '3', '4', '5', '6'];
  return Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0'));
}

const keySpaces = new Map<string, string[]>();
/** The keys of an e-lottery bet type that won or pushed in 400 sample draws: nearly its whole key space. */
function keySpace(game: GameKind, def: BetTypeDef): string[] {
  const id = `${game}/${def.code}`;
  let keys = keySpaces.get(id);
  if (!keys) {
    const samples = fc.sample(resultOf(game), { numRuns: 400, seed: 7 });
    keys = [
      ...new Set(
        samples.flatMap((r) =>
          settlementTable(game, r)
            .keys.filter((k) => k.betType === def.code)
            .map((k) => k.key),
        ),
      ),
    ];
    keySpaces.set(id, keys);
  }
  return keys;
}

type Tables = { a: SettlementTable; b: SettlementTable };

function keysToTry(game: GameKind, def: BetTypeDef, a: DrawResult, b: DrawResult, tables: Tables, picks: number[]) {
  const keysOf = (t: SettlementTable) => t.keys.filter((k) => k.betType === def.code).map((k) => k.key);
  const tableKeys = (r: DrawResult) => keysOf(r === a ? tables.a : tables.b);
  if (def.shape === 'each') {
    // E-lottery key spaces are small enough to try whole (first3_ordered's 990 mostly); Vietnamese ones are not.
    const space = isVnGame(game) ? [] : keySpace(game, def).slice(0, 100);
    return [...new Set([...tableKeys(a), ...tableKeys(b), ...space])];
  }
  // Combination types: draw k distinct numbers from a pool weighted towards the results' own numbers.
  const setOf = (r: DrawResult) =>
    def.settlement === 'key' ? tableKeys(r).flatMap((k) => k.split(',')) : def.settlementSet(r);
  const inA = setOf(a);
  // Lô trượt wins when none of its numbers is in the set: lean on the numbers the result lacks instead.
  const lean = def.settlement === 'none_in' ? numberSpace(game).filter((n) => !inA.includes(n)) : inA;
  const pool = [...lean, ...lean, ...setOf(b), ...numberSpace(game)];
  const keys: string[] = [...tableKeys(a), ...tableKeys(b)];
  for (let t = 0; t + def.size <= picks.length && keys.length < 12; t += def.size) {
    const chosen = new Set<string>();
    for (let i = t; chosen.size < def.size; i += 1) chosen.add(pool[(picks[i % picks.length]! + i * 7) % pool.length]!);
    keys.push([...chosen].sort().join(','));
  }
  return keys;
}

describe('settlement table and naive evaluation', () => {
  for (const game of GAME_KINDS) {
    it(`agree on every bet type of ${game}, and ticket keys are the table's keys`, () => {
      const outcomes = new Set<string>();
      fc.assert(
        fc.property(
          resultOf(game),
          resultOf(game),
          fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
          (a, b, picks) => {
            const table = settlementTable(game, a);
            const tables = { a: table, b: settlementTable(game, b) };
            for (const def of betTypesOf(game)) {
              for (const key of keysToTry(game, def, a, b, tables, picks)) {
                const selections = def.shape === 'each' ? [key] : key.split(',');
                const ticket = validateTicket({ game, betType: def.code, selections, stake: 1n, points: 1 });
                expect(ticket.ok && ticket.bets.map((bet) => bet.key), `${def.code} ${key}`).toEqual([key]);
                const naive = evaluateBet(game, def.code, key, a);
                expect(lookUpBet(table, def.code, key), `${def.code} ${key}`).toEqual(naive);
                outcomes.add(`${def.code}:${naive.outcome}`);
              }
            }
          },
        ),
        { numRuns: 40, seed: 20261123 },
      );
      // The property is only worth something if it saw wins and losses of every bet type.
      for (const def of betTypesOf(game)) {
        expect(outcomes.has(`${def.code}:won`), `${def.code} never won`).toBe(true);
        expect(outcomes.has(`${def.code}:lost`), `${def.code} never lost`).toBe(true);
      }
      // About a second alone; the limit leaves room for a machine shared with other test runs.
    }, 30_000);
  }
});
