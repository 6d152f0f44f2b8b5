import type { ByteStream } from '../../fair/byte-stream';
import type { SlotConfig } from './model';
import { spinSlot } from './spin';

// Measured figures of a slot over many rounds: what the exact calculator cannot give cheaply (hit
// frequency, variance) and a cross-check of what it can (the return). Rounds read one stream in turn.

export type SlotStatistics = {
  readonly rounds: number;
  /** Total won / total staked. */
  readonly rtp: number;
  /** Share of paid spins whose round (free spins included) won anything. */
  readonly hitFrequency: number;
  /** Share of paid spins that started free spins. */
  readonly featureFrequency: number;
  /** Variance of a round's win in stakes (win / stake per round). */
  readonly variance: number;
  /** The biggest round win, in stakes. */
  readonly maxWin: number;
};

export function simulateSlot(config: SlotConfig, stream: ByteStream, rounds: number): SlotStatistics {
  const stake = BigInt(config.lines.length);
  const stakeNumber = config.lines.length;
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  let features = 0;
  let maxWin = 0;
  for (let i = 0; i < rounds; i += 1) {
    const round = spinSlot(config, stream, stake);
    const x = Number(round.totalWin) / stakeNumber;
    sum += x;
    sumSquares += x * x;
    if (x > 0) hits += 1;
    if (round.freeSpinsPlayed > 0) features += 1;
    if (x > maxWin) maxWin = x;
  }
  const mean = sum / rounds;
  return {
    rounds,
    rtp: mean,
    hitFrequency: hits / rounds,
    featureFrequency: features / rounds,
    variance: sumSquares / rounds - mean * mean,
    maxWin,
  };
}
