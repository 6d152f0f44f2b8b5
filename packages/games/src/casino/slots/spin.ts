import type { ByteStream } from '../../fair/byte-stream';
import { uniformInt } from '../../fair/sampling';
import { evaluateLine } from './evaluate';
import type { LineWin, SlotConfig, SlotRound, SlotStakeError, SlotStep } from './model';

// One paid spin and the free spins it starts, all read from one round's stream: each step draws one stop
// per reel with uniformInt(stream, strip length), reel 1 first. The stake only scales the wins; it never
// touches the stream, so who bets and how much cannot change what the reels show.

export function validateSlotStake(config: SlotConfig, stake: bigint): SlotStakeError | null {
  if (stake <= 0n) return 'stake_not_positive';
  if (stake % BigInt(config.lines.length) !== 0n) return 'stake_not_multiple_of_lines';
  return null;
}

export function windowOf(strips: readonly (readonly string[])[], rows: number, stops: readonly number[]): string[][] {
  return strips.map((strip, reel) =>
    Array.from({ length: rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

export function countScatters(grid: readonly (readonly string[])[], scatter: string): number {
  let count = 0;
  for (const column of grid) for (const symbol of column) if (symbol === scatter) count += 1;
  return count;
}

function playStep(
  config: SlotConfig,
  stream: ByteStream,
  stake: bigint,
  kind: 'base' | 'free',
  index: number,
  freeSpinsLeftInCap: number,
): SlotStep {
  const strips = kind === 'free' ? (config.freeSpinReels ?? config.reels) : config.reels;
  const stops = strips.map((strip) => uniformInt(stream, strip.length));
  const grid = windowOf(strips, config.rows, stops);
  const multiplier = kind === 'free' ? config.freeSpins.multiplier : 1;
  const lineBet = stake / BigInt(config.lines.length);

  const lineWins: LineWin[] = [];
  // One buffer for every line's symbols: a spin reads 25 lines, millions of times in a simulation.
  const symbols = new Array<string>(strips.length);
  config.lines.forEach((rows, i) => {
    for (let reel = 0; reel < rows.length; reel += 1) symbols[reel] = grid[reel]![rows[reel]!]!;
    const pay = evaluateLine(config, symbols);
    if (pay) lineWins.push({ line: i + 1, ...pay, win: lineBet * BigInt(pay.pays) * BigInt(multiplier) });
  });
  const scatterCount = countScatters(grid, config.scatter);
  const scatterWin = stake * BigInt(config.scatterPays[scatterCount] ?? 0) * BigInt(multiplier);
  const awarded = Math.min(config.freeSpins.awards[scatterCount] ?? 0, freeSpinsLeftInCap);
  const win = lineWins.reduce((sum, w) => sum + w.win, scatterWin);
  return { kind, index, stops, grid, lineWins, scatterCount, scatterWin, freeSpinsAwarded: awarded, multiplier, win };
}

export function spinSlot(config: SlotConfig, stream: ByteStream, stake: bigint): SlotRound {
  const problem = validateSlotStake(config, stake);
  if (problem) throw new Error(`Bad slot stake: ${problem}`);
  const cap = config.freeSpins.maxSpins;
  const steps: SlotStep[] = [playStep(config, stream, stake, 'base', 0, cap)];
  let awarded = steps[0]!.freeSpinsAwarded;
  for (let played = 0; played < awarded; played += 1) {
    const step = playStep(config, stream, stake, 'free', played + 1, cap - awarded);
    awarded += step.freeSpinsAwarded;
    steps.push(step);
  }
  const totalWin = steps.reduce((sum, s) => sum + s.win, 0n);
  return { game: config.id, stake, steps, freeSpinsPlayed: steps.length - 1, totalWin };
}
