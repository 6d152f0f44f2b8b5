import { verifyCommitment } from '../fair/commitment';
import { isServerSeed } from '../fair/server-seed';
import { type BaccaratHand, dealBaccarat } from './baccarat/rules';
import { type DragonTigerHand, dealDragonTiger } from './dragon-tiger/rules';
import { type ClientSeedError, type RoundSeeds, roundStream, validateClientSeed } from './fair/round-seeds';
import { type RouletteSpin, spinRoulette } from './roulette/wheel';
import { rollSicBo, type SicBoRoll } from './sic-bo/dice';
import { slotConfig } from './slots/catalogue';
import type { SlotRound, SlotStakeError } from './slots/model';
import { spinSlot, validateSlotStake } from './slots/spin';

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

export type VerifyProblem =
  | ClientSeedError
  | 'server_seed_malformed'
  | 'nonce_invalid'
  | 'unknown_slot'
  | SlotStakeError;

export type RoundVerification =
  | {
      readonly ok: true;
      /** The revealed server seed hashes to the commitment shown before the round. */
      readonly commitmentMatches: boolean;
      /** The round recomputed from the seeds; equal to the recorded one when the house played fair. */
      readonly outcome: CasinoOutcome;
    }
  | { readonly ok: false; readonly problem: VerifyProblem };

/** What the verify page calls with whatever a player pasted: a problem code, never a throw. */
export function verifyCasinoRound(seeds: RoundSeeds, commitment: string, request: RoundRequest): RoundVerification {
  const fail = (problem: VerifyProblem) => ({ ok: false, problem }) as const;
  if (!isServerSeed(seeds.serverSeed)) return fail('server_seed_malformed');
  const clientProblem = validateClientSeed(seeds.clientSeed);
  if (clientProblem) return fail(clientProblem);
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) return fail('nonce_invalid');
  if (request.game === 'slot') {
    const config = slotConfig(request.slotId);
    if (!config) return fail('unknown_slot');
    const stakeProblem = validateSlotStake(config, request.stake);
    if (stakeProblem) return fail(stakeProblem);
  }
  return {
    ok: true,
    commitmentMatches: verifyCommitment(seeds.serverSeed, commitment),
    outcome: playCasinoRound(seeds, request),
  };
}
