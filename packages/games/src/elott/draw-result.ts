import { createByteStream } from '../fair/byte-stream';
import { drawDistinct, shuffle, uniformInt } from '../fair/sampling';
import type { ElottGame, ElottResult } from '../model';

// A shared draw is one provably fair round whose client seed is the draw's public id and whose nonce is 0:
// nobody bets with a seed of their own, so the id (known before the draw) fixes the input instead.

/** The public id of a draw, used as its client seed: "5D1:20261123-0001". */
export function drawSeedId(gameCode: string, drawNumber: string): string {
  return `${gameCode}:${drawNumber}`;
}

/**
 * The result of an e-lottery draw. 5D: five uniform digits. K3: three uniform dice. PK10: a uniform
 * permutation of cars 1-10 (place 1 first). 11x5: five distinct balls of 1-11 in the order drawn.
 */
export function drawResult(game: ElottGame, serverSeed: string, drawId: string): ElottResult {
  const stream = createByteStream(serverSeed, drawId, 0);
  const numbers =
    game === '5d'
      ? Array.from({ length: 5 }, () => uniformInt(stream, 10))
      : game === 'k3'
        ? Array.from({ length: 3 }, () => uniformInt(stream, 6) + 1)
        : game === 'pk10'
          ? shuffle(stream, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
          : drawDistinct(stream, 11, 5).map((n) => n + 1);
  return { game, numbers };
}
