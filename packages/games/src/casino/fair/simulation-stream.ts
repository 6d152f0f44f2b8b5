import type { ByteStream } from '../../fair/byte-stream';

// A fast, seeded, NON-cryptographic stream (SFC32) for simulations only: Monte-Carlo checks of a game's
// maths over millions of rounds, where HMAC per round would cost minutes and says nothing more about the
// rules. Never used for play, never exported from the package: rounds that take money use roundStream.
export function simulationStream(seed: number): ByteStream {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i += 1) next();
  return {
    nextUint32: next,
    get blocksUsed() {
      return 0;
    },
  };
}
