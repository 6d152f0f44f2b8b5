import type { ByteStream } from '../../fair/byte-stream';
import { uniformInt } from '../../fair/sampling';

// Sic bo: three dice, each uniformInt(stream, 6) + 1, in order.
export type SicBoRoll = {
  readonly dice: readonly [number, number, number];
  readonly total: number;
  readonly triple: boolean;
};

export function sicBoRoll(a: number, b: number, c: number): SicBoRoll {
  return { dice: [a, b, c], total: a + b + c, triple: a === b && b === c };
}

export function rollSicBo(stream: ByteStream): SicBoRoll {
  const die = () => uniformInt(stream, 6) + 1;
  const a = die();
  const b = die();
  const c = die();
  return sicBoRoll(a, b, c);
}
