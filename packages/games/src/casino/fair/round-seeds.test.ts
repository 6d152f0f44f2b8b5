import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createByteStream } from '../../fair/byte-stream';
import { shuffle } from '../../fair/sampling';
import { cardAt, dealFromShoe } from '../cards/shoe';
import { roundStream, validateClientSeed } from './round-seeds';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('client seeds', () => {
  it('are 1-64 printable ASCII characters', () => {
    expect(validateClientSeed('lucky-7:ok')).toBeNull();
    expect(validateClientSeed('')).toBe('client_seed_empty');
    expect(validateClientSeed('x'.repeat(65))).toBe('client_seed_too_long');
    expect(validateClientSeed('two words')).toBe('client_seed_malformed');
    expect(validateClientSeed('héllo')).toBe('client_seed_malformed');
    expect(() => roundStream({ serverSeed: SEED, clientSeed: '', nonce: 0 })).toThrow();
  });
});

describe('a round’s stream', () => {
  it('is HMAC-SHA256(server seed, "client:nonce:cursor") as node:crypto computes it', () => {
    const stream = roundStream({ serverSeed: SEED, clientSeed: 'player-seed', nonce: 41 });
    const block = createHmac('sha256', Buffer.from(SEED, 'hex')).update('player-seed:41:0').digest();
    expect([stream.nextUint32(), stream.nextUint32()]).toEqual([block.readUInt32BE(0), block.readUInt32BE(4)]);
  });

  it('deals a shoe’s top cards exactly as the full shuffle would lay them', () => {
    for (let nonce = 0; nonce < 5; nonce += 1) {
      const dealt = dealFromShoe(createByteStream(SEED, 'shoe', nonce), 8, 6);
      const shoe = Array.from({ length: 416 }, (_, i) => i);
      const full = shuffle(createByteStream(SEED, 'shoe', nonce), shoe)
        .slice(0, 6)
        .map(cardAt);
      expect(dealt).toEqual(full);
    }
  });

  it('orders a shoe deck by deck, suit by suit, ace to king', () => {
    expect(cardAt(0)).toEqual({ rank: 1, suit: 'spades' });
    expect(cardAt(12)).toEqual({ rank: 13, suit: 'spades' });
    expect(cardAt(13)).toEqual({ rank: 1, suit: 'hearts' });
    expect(cardAt(51)).toEqual({ rank: 13, suit: 'clubs' });
    expect(cardAt(52)).toEqual(cardAt(0));
  });
});
