import { createHash, createHmac } from 'node:crypto';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { drawResult } from '../elott/draw-result';
import { createByteStream } from './byte-stream';
import { commitmentOf, verifyCommitment } from './commitment';
import { drawDistinct, shuffle, uniformInt } from './sampling';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('hashing primitives', () => {
  it('SHA-256 and HMAC-SHA256 give the published test vectors (FIPS 180-2, RFC 4231 cases 1 and 2)', () => {
    expect(bytesToHex(sha256(utf8ToBytes('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(bytesToHex(hmac(sha256, new Uint8Array(20).fill(0x0b), utf8ToBytes('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(bytesToHex(hmac(sha256, utf8ToBytes('Jefe'), utf8ToBytes('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('commitment', () => {
  it('is the SHA-256 of the seed bytes, so a revealed seed can be checked against the published hash', () => {
    const published = commitmentOf(SEED);
    expect(published).toBe(createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'));
    expect(verifyCommitment(SEED, published)).toBe(true);
    expect(verifyCommitment(SEED.toUpperCase(), ` ${published.toUpperCase()} `)).toBe(true);
  });

  it('does not match another seed, a tampered hash or a malformed seed', () => {
    const published = commitmentOf(SEED);
    const other = `${SEED.slice(0, 63)}9`;
    expect(verifyCommitment(other, published)).toBe(false);
    expect(verifyCommitment(SEED, `${published.slice(0, 63)}0`)).toBe(false);
    expect(verifyCommitment('not a seed', published)).toBe(false);
    expect(() => commitmentOf('abc')).toThrow();
  });
});

describe('byte stream', () => {
  it('is HMAC-SHA256(seed, "client:nonce:counter") blocks in order, as node:crypto computes them', () => {
    const stream = createByteStream(SEED, '5D1:20261123-0001', 3);
    const words = Array.from({ length: 16 }, () => stream.nextUint32());
    const expected = Buffer.concat(
      [0, 1].map((counter) =>
        createHmac('sha256', Buffer.from(SEED, 'hex')).update(`5D1:20261123-0001:3:${counter}`).digest(),
      ),
    );
    expect(words).toEqual(Array.from({ length: 16 }, (_, i) => expected.readUInt32BE(i * 4)));
    expect(stream.blocksUsed).toBe(2);
  });

  it('depends on every input: seed, client seed and nonce', () => {
    const first = (seed: string, client: string, nonce: number) => createByteStream(seed, client, nonce).nextUint32();
    const base = first(SEED, 'a', 0);
    expect(first(SEED, 'a', 0)).toBe(base);
    expect(first(SEED, 'b', 0)).not.toBe(base);
    expect(first(SEED, 'a', 1)).not.toBe(base);
    expect(first(`${SEED.slice(0, 63)}9`, 'a', 0)).not.toBe(base);
  });
});

function fixedStream(words: number[]) {
  let i = 0;
  return {
    nextUint32: () => {
      const w = words[i];
      i += 1;
      if (w === undefined) throw new Error('stream exhausted');
      return w;
    },
    get blocksUsed() {
      return 0;
    },
  };
}

describe('uniform integers', () => {
  it('throws away values in the biased tail and uses the next one (no modulo bias)', () => {
    // 2^32 mod 10 = 6: the six values 2^32-6 .. 2^32-1 would favour residues 0-5, so they are rejected.
    const limit = 2 ** 32 - 6;
    expect(uniformInt(fixedStream([limit, 2 ** 32 - 1, limit - 1]), 10)).toBe((limit - 1) % 10);
    expect(uniformInt(fixedStream([13]), 10)).toBe(3);
    expect(uniformInt(fixedStream([7]), 1)).toBe(0);
  });

  it('draws k distinct values in draw order and shuffles into a permutation', () => {
    const stream = createByteStream(SEED, 'distinct', 0);
    const drawn = drawDistinct(stream, 11, 5);
    expect(new Set(drawn).size).toBe(5);
    expect(drawn.every((n) => n >= 0 && n < 11)).toBe(true);
    const order = shuffle(createByteStream(SEED, 'shuffle', 0), ['a', 'b', 'c', 'd']);
    expect([...order].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('e-lottery draw results', () => {
  it('are the same for the same seed and draw id, and change with either', () => {
    for (const game of ['5d', 'k3', 'pk10', '11x5'] as const) {
      const result = drawResult(game, SEED, `${game}:20261123-0001`);
      expect(drawResult(game, SEED, `${game}:20261123-0001`)).toEqual(result);
      const others = Array.from({ length: 5 }, (_, i) => drawResult(game, SEED, `${game}:20261123-000${i + 2}`));
      expect(others.some((o) => JSON.stringify(o) !== JSON.stringify(result))).toBe(true);
    }
  });

  it('have the shape of each game', () => {
    const seed = bytesToHex(hexToBytes(SEED).reverse());
    const fiveD = drawResult('5d', seed, 'x').numbers;
    expect(fiveD).toHaveLength(5);
    expect(fiveD.every((n) => Number.isInteger(n) && n >= 0 && n <= 9)).toBe(true);
    const k3 = drawResult('k3', seed, 'x').numbers;
    expect(k3.every((n) => n >= 1 && n <= 6)).toBe(true);
    expect([...drawResult('pk10', seed, 'x').numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const balls = drawResult('11x5', seed, 'x').numbers;
    expect(new Set(balls).size).toBe(5);
    expect(balls.every((n) => n >= 1 && n <= 11)).toBe(true);
  });

  it('is pinned: this seed and id give this 5D result for ever (a verify page and the server must agree)', () => {
    // Recomputed by hand from the HMAC: any change to the derivation would change published results.
    const block = createHmac('sha256', Buffer.from(SEED, 'hex')).update('5D1:20261123-0001:0:0').digest();
    const expected = [0, 1, 2, 3, 4].map((i) => block.readUInt32BE(i * 4) % 10);
    // None of the five words falls in the rejected tail for n = 10 (checked below), so plain % 10 applies.
    expect([0, 1, 2, 3, 4].every((i) => block.readUInt32BE(i * 4) < 2 ** 32 - 6)).toBe(true);
    expect(drawResult('5d', SEED, '5D1:20261123-0001').numbers).toEqual(expected);
  });
});
