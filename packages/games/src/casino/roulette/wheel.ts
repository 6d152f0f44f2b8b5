import type { ByteStream } from '../../fair/byte-stream';
import { uniformInt } from '../../fair/sampling';

// European roulette: one zero, pockets 0-36, each equally likely: uniformInt(stream, 37).

export const POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type RouletteSpin = { readonly pocket: number; readonly colour: 'red' | 'black' | 'green' };

export function rouletteSpin(pocket: number): RouletteSpin {
  return { pocket, colour: pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black' };
}

export function spinRoulette(stream: ByteStream): RouletteSpin {
  return rouletteSpin(uniformInt(stream, POCKETS));
}
