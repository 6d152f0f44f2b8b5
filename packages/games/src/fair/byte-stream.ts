import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { serverSeedBytes } from './server-seed';

// The outcome bytes of one round: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${counter}`) for
// counter 0, 1, 2, ... concatenated. A round reads as many bytes as it needs, in order; nothing else
// (no clock, no other round) enters, so the same inputs always give the same stream.
export type ByteStream = {
  /** The next 4 bytes as a big-endian unsigned 32-bit integer. */
  nextUint32(): number;
  /** How many HMAC blocks were computed so far (a verify page can show them). */
  readonly blocksUsed: number;
};

export function createByteStream(serverSeed: string, clientSeed: string, nonce: number): ByteStream {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new Error('A nonce is a non-negative integer');
  // The keyed state is derived once and cloned per block: the key's two compressions are not redone.
  const keyed = hmac.create(sha256, serverSeedBytes(serverSeed));
  let counter = 0;
  let block = new Uint8Array(0);
  let offset = 0;
  const nextByte = (): number => {
    if (offset === block.length) {
      block = keyed
        .clone()
        .update(utf8ToBytes(`${clientSeed}:${nonce}:${counter}`))
        .digest();
      counter += 1;
      offset = 0;
    }
    const byte = block[offset]!;
    offset += 1;
    return byte;
  };
  return {
    nextUint32() {
      // Multiplication, not <<, keeps the value unsigned above 2^31.
      return ((nextByte() * 256 + nextByte()) * 256 + nextByte()) * 256 + nextByte();
    },
    get blocksUsed() {
      return counter;
    },
  };
}
