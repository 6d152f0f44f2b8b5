import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf } from '../fair/commitment';
import { cardLabel } from './cards/shoe';
import { type CasinoOutcome, playCasinoRound, type RoundRequest, verifyCasinoRound } from './round';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const seeds = (nonce: number, clientSeed = 'member-chosen') => ({ serverSeed: SEED, clientSeed, nonce });
const REQUESTS: RoundRequest[] = [
  { game: 'baccarat' },
  { game: 'dragon_tiger' },
  { game: 'roulette' },
  { game: 'sic_bo' },
  { game: 'slot', slotId: 'rimba', stake: 250n },
  { game: 'slot', slotId: 'naga', stake: 100n },
];
const json = (o: CasinoOutcome) => JSON.stringify(o, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));

describe('a round', () => {
  it('is recomputed exactly by the verifier from the revealed seeds, and checks the commitment', () => {
    for (const request of REQUESTS) {
      const played = playCasinoRound(seeds(7), request);
      const check = verifyCasinoRound(seeds(7), commitmentOf(SEED), request);
      if (!check.ok) throw new Error(check.problem);
      expect(check.commitmentMatches).toBe(true);
      expect(json(check.outcome)).toBe(json(played));
      const wrong = verifyCasinoRound(seeds(7), commitmentOf(SEED.replace('9f', '8f')), request);
      expect(wrong.ok && wrong.commitmentMatches).toBe(false);
    }
  });

  it('changes with the nonce and the client seed', () => {
    for (const request of REQUESTS) {
      const base = json(playCasinoRound(seeds(1), request));
      const byNonce = [2, 3, 4, 5].map((n) => json(playCasinoRound(seeds(n), request)));
      const byClient = ['a', 'b', 'c', 'd'].map((c) => json(playCasinoRound(seeds(1, c), request)));
      expect(byNonce.some((o) => o !== base)).toBe(true);
      expect(byClient.some((o) => o !== base)).toBe(true);
    }
  });

  it('depends on nothing but the seeds and nonce: not the stake, not who plays', () => {
    // The request carries no member, so a member cannot enter; the stake only scales slot wins.
    for (let nonce = 0; nonce < 10; nonce += 1) {
      const small = playCasinoRound(seeds(nonce), { game: 'slot', slotId: 'rimba', stake: 25n });
      const big = playCasinoRound(seeds(nonce), { game: 'slot', slotId: 'rimba', stake: 25_000n });
      if (small.game !== 'slot' || big.game !== 'slot') throw new Error('not a slot');
      expect(big.round.steps.map((s) => s.grid)).toEqual(small.round.steps.map((s) => s.grid));
      expect(big.round.totalWin).toBe(small.round.totalWin * 1000n);
    }
  });

  it('is pinned: these seeds give this roulette pocket and these dice for ever', () => {
    // Recomputed by hand with node:crypto: the first 32-bit words of block 0, none in the rejected tail.
    const block = createHmac('sha256', Buffer.from(SEED, 'hex')).update('member-chosen:7:0').digest();
    const words = [0, 1, 2].map((i) => block.readUInt32BE(i * 4));
    expect(words.every((w) => w < 2 ** 32 - (2 ** 32 % 37) && w < 2 ** 32 - (2 ** 32 % 6))).toBe(true);
    const roulette = playCasinoRound(seeds(7), { game: 'roulette' });
    expect(roulette.game === 'roulette' && roulette.spin.pocket).toBe(words[0]! % 37);
    const sicBo = playCasinoRound(seeds(7), { game: 'sic_bo' });
    expect(sicBo.game === 'sic_bo' && sicBo.roll.dice).toEqual(words.map((w) => (w % 6) + 1));
    const baccarat = playCasinoRound(seeds(7), { game: 'baccarat' });
    if (baccarat.game !== 'baccarat') throw new Error('not baccarat');
    // Player 9 5 = 4 draws a 4 → 8; banker 2 3 = 5 draws on a player's third 4 → 5. Player wins.
    expect([baccarat.hand.player.map(cardLabel), baccarat.hand.banker.map(cardLabel)]).toEqual([
      ['9H', '5C', '4H'],
      ['2D', '3D', '10D'],
    ]);
    expect(baccarat.hand.winner).toBe('player');
  });

  it('refuses an unknown slot', () => {
    expect(() => playCasinoRound(seeds(0), { game: 'slot', slotId: 'nope', stake: 25n })).toThrow();
  });

  it('answers a verify request with pasted nonsense by a problem code, not a throw', () => {
    const roulette = { game: 'roulette' } as const;
    const problem = (
      s: { serverSeed: string; clientSeed: string; nonce: number },
      request: RoundRequest = roulette,
    ) => {
      const check = verifyCasinoRound(s, 'abc', request);
      return check.ok ? 'ok' : check.problem;
    };
    expect(problem({ ...seeds(1), serverSeed: 'not hex' })).toBe('server_seed_malformed');
    expect(problem({ ...seeds(1), clientSeed: '' })).toBe('client_seed_empty');
    expect(problem({ ...seeds(1), nonce: -1 })).toBe('nonce_invalid');
    expect(problem({ ...seeds(1), nonce: 1.5 })).toBe('nonce_invalid');
    expect(problem(seeds(1), { game: 'slot', slotId: 'nope', stake: 25n })).toBe('unknown_slot');
    expect(problem(seeds(1), { game: 'slot', slotId: 'rimba', stake: 24n })).toBe('stake_not_multiple_of_lines');
    expect(problem(seeds(1))).toBe('ok');
  });
});
