import { verifyCommitment } from '../fair/commitment';
import { type BaccaratHand, dealBaccarat } from './baccarat/rules';
import { type DragonTigerHand, dealDragonTiger } from './dragon-tiger/rules';
import { type RoundSeeds, roundStream } from './fair/round-seeds';
import { type RouletteSpin, spinRoulette } from './roulette/wheel';
import { rollSicBo, type SicBoRoll } from './sic-bo/dice';
import { slotConfig } from './slots/catalogue';
import type { SlotRound } from './slots/model';
import { spinSlot } from './slots/spin';

// One entry point for every in-house game: the server plays a round with it, and the verify page replays
// the same round in the browser from the revealed seeds. The outcome is a function of the seeds and nonce
// only; a slot's stake scales its wins and never reaches the stream.

export const CASINO_GAMES = ['slot', 'baccarat', 'dragon_tiger', 'roulette', 'sic_bo'] as const;
export type CasinoGame = (typeof CASINO_GAMES)[number];

export type RoundRequest =
  | { readonly game: 'baccarat' | 'dragon_tiger' | 'roulette' | 'sic_bo' }
  | { readonly game: 'slot'; readonly slotId: string; readonly stake: bigint };

export type CasinoOutcome =
  | { readonly game: 'slot'; readonly round: SlotRound }
  | { readonly game: 'baccarat'; readonly hand: BaccaratHand }
  | { readonly game: 'dragon_tiger'; readonly hand: DragonTigerHand }
  | { readonly game: 'roulette'; readonly spin: RouletteSpin }
  | { readonly game: 'sic_bo'; readonly roll: SicBoRoll };

export function playCasinoRound(seeds: RoundSeeds, request: RoundRequest): CasinoOutcome {
  const stream = roundStream(seeds);
  switch (request.game) {
    case 'slot': {
      const config = slotConfig(request.slotId);
      if (!config) throw new Error(`Unknown slot ${request.slotId}`);
      return { game: 'slot', round: spinSlot(config, stream, request.stake) };
    }
    case 'baccarat':
      return { game: 'baccarat', hand: dealBaccarat(stream) };
    case 'dragon_tiger':
      return { game: 'dragon_tiger', hand: dealDragonTiger(stream) };
    case 'roulette':
      return { game: 'roulette', spin: spinRoulette(stream) };
    case 'sic_bo':
      return { game: 'sic_bo', roll: rollSicBo(stream) };
  }
}

export type RoundVerification = {
  /** The revealed server seed hashes to the commitment shown before the round. */
  readonly commitmentMatches: boolean;
  /** The round recomputed from the seeds; equal to the recorded one when the house played fair. */
  readonly outcome: CasinoOutcome;
};

export function verifyCasinoRound(seeds: RoundSeeds, commitment: string, request: RoundRequest): RoundVerification {
  return {
    commitmentMatches: verifyCommitment(seeds.serverSeed, commitment),
    outcome: playCasinoRound(seeds, request),
  };
}
