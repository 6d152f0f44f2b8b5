import { describe, expect, it } from 'vitest';
import type { ByteStream } from '../../fair/byte-stream';
import { createByteStream } from '../../fair/byte-stream';
import { simulationStream } from '../fair/simulation-stream';
import { SLOT_CONFIGS } from './catalogue';
import { LINES_25 } from './lines';
import type { SlotConfig } from './model';
import { countScatters, spinSlot, validateSlotStake, windowOf } from './spin';
import { TINY_SLOT } from './test-configs';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/**
 * Yields these words first (a stop below the strip length comes out as itself), then a seeded stream; it
 * runs dry after `budget` reads, so a round that never ends fails the test instead of hanging it.
 */
function scripted(words: readonly number[], then: ByteStream = simulationStream(7), budget = 10_000): ByteStream {
  let i = 0;
  return {
    nextUint32: () => {
      i += 1;
      if (i > budget) throw new Error('the round read more than its budget');
      return i <= words.length ? words[i - 1]! : then.nextUint32();
    },
    get blocksUsed() {
      return 0;
    },
  };
}

describe('slot configs', () => {
  it.each(SLOT_CONFIGS.map((c) => [c.id, c] as const))('%s is well formed', (_id, config: SlotConfig) => {
    expect(config.reels).toHaveLength(5);
    expect(config.rows).toBe(3);
    const lines = config.lines.map((l) => l.join(''));
    expect(new Set(lines).size).toBe(lines.length);
    expect(config.lines.every((l) => l.length === 5 && l.every((r) => r >= 0 && r < 3))).toBe(true);
    for (const strip of [...config.reels, ...(config.freeSpinReels ?? [])]) {
      // Every symbol is named and pays (or is the scatter); no window shows two scatters of one reel.
      for (const s of strip) expect(config.symbolNames[s], s).toBeDefined();
      for (const s of strip) expect(s === config.scatter || config.linePays[s] !== undefined, s).toBe(true);
      const at = strip.flatMap((s, i) => (s === config.scatter ? [i] : []));
      at.forEach((p, i) => {
        const next = at[(i + 1) % at.length]!;
        const gap = (next - p + strip.length) % strip.length || strip.length;
        expect(gap).toBeGreaterThanOrEqual(config.rows);
      });
    }
    expect(config.freeSpins.awards.length).toBeGreaterThanOrEqual(config.reels.length + 1);
  });

  it('Rimba has 25 lines and Naga 10', () => {
    expect(SLOT_CONFIGS.map((c) => [c.id, c.lines.length])).toEqual([
      ['rimba', 25],
      ['naga', 10],
    ]);
    expect(LINES_25).toHaveLength(25);
  });
});

describe('a spin', () => {
  it('shows the strips at the drawn stops, one uniformInt per reel, and pays every winning line', () => {
    // Stops 0 on every reel of the tiny slot: A S B / W A B / S A W / B W A / C A B (reel by reel).
    const round = spinSlot(TINY_SLOT, scripted([0, 0, 0, 0, 0]), 50n);
    const base = round.steps[0]!;
    expect(base.stops).toEqual([0, 0, 0, 0, 0]);
    expect(base.grid).toEqual(windowOf(TINY_SLOT.reels, 3, [0, 0, 0, 0, 0]));
    expect(base.grid.map((c) => c.join(''))).toEqual(['ASB', 'WAB', 'SAW', 'BWA', 'CAB']);
    // Line 1 (middle) S A A W A: a scatter first, nothing. Line 2 (top) A W S B C: two A pay nothing.
    // Line 3 (bottom) B B W A B: 3 B with a wild, 4 × 2 = 8 line bets of 10 = 80.
    // Line 4 (V) A A W W C: 4 A with wilds, 10 × 2 = 20 line bets = 200. Line 5 (Λ) B A S W B: nothing.
    expect(base.lineWins).toEqual([
      { line: 3, symbol: 'B', count: 3, withWild: true, pays: 8, win: 80n },
      { line: 4, symbol: 'A', count: 4, withWild: true, pays: 20, win: 200n },
    ]);
    expect(base.scatterCount).toBe(2);
    expect(base.scatterWin).toBe(50n);
    expect(base.win).toBe(330n);
    expect(base.freeSpinsAwarded).toBe(0);
    expect(round.totalWin).toBe(330n);
  });

  it('wraps a window round the end of the strip', () => {
    expect(windowOf([['a', 'b', 'c', 'd']], 3, [3])).toEqual([['d', 'a', 'b']]);
  });

  it('plays the free spins it awards as steps, at their multiplier, retriggering up to the cap', () => {
    // Stops 1, 0, 0, 3, 0 show scatters on reels 1 (S at 1 and 3), 3 and 4: four scatters, 4 free spins.
    const round = spinSlot(TINY_SLOT, scripted([1, 0, 0, 3, 0]), 50n);
    const base = round.steps[0]!;
    expect(countScatters(base.grid, 'S')).toBe(4);
    expect(base.freeSpinsAwarded).toBe(4);
    const awarded = round.steps.reduce((n, s) => n + s.freeSpinsAwarded, 0);
    expect(round.freeSpinsPlayed).toBe(awarded);
    expect(round.steps.slice(1).every((s, i) => s.kind === 'free' && s.index === i + 1 && s.multiplier === 3)).toBe(
      true,
    );
    expect(round.totalWin).toBe(round.steps.reduce((sum, s) => sum + s.win, 0n));
  });

  it('stops awarding at the cap however often free spins retrigger', () => {
    // Every window of these strips shows three scatters, so every free spin retriggers.
    const always = { ...TINY_SLOT, freeSpinReels: undefined, reels: Array.from({ length: 5 }, () => ['S', 'A', 'B']) };
    // The stream runs dry a few spins past the cap: without the cap this fails instead of spinning for ever.
    const round = spinSlot(always, scripted([], simulationStream(3), 5 * (TINY_SLOT.freeSpins.maxSpins + 4)), 5n);
    expect(round.freeSpinsPlayed).toBe(TINY_SLOT.freeSpins.maxSpins);
    expect(round.steps.at(-1)!.freeSpinsAwarded).toBe(0);
  });

  it('draws the same reels whatever the stake; the stake only scales the wins', () => {
    for (const config of SLOT_CONFIGS) {
      for (let nonce = 0; nonce < 20; nonce += 1) {
        const small = spinSlot(config, createByteStream(SEED, 'fair', nonce), BigInt(config.lines.length));
        const big = spinSlot(config, createByteStream(SEED, 'fair', nonce), BigInt(config.lines.length) * 7n);
        expect(big.steps.map((s) => s.stops)).toEqual(small.steps.map((s) => s.stops));
        expect(big.totalWin).toBe(small.totalWin * 7n);
      }
    }
  });

  it('refuses a stake that is not a whole number of line bets', () => {
    const rimba = SLOT_CONFIGS[0]!;
    expect(validateSlotStake(rimba, 0n)).toBe('stake_not_positive');
    expect(validateSlotStake(rimba, 26n)).toBe('stake_not_multiple_of_lines');
    expect(validateSlotStake(rimba, 250n)).toBeNull();
    expect(() => spinSlot(rimba, simulationStream(1), 26n)).toThrow();
  });
});
