import { DRAGON_TIGER_SUITED_TIE, type ErrorCode, inHouseGameKind, type ZPlayRoundInput } from '@gemilang/contract';
import {
  type CasinoBetErrorCode,
  type CasinoOutcome,
  playCasinoRound,
  type RoundRequest,
  type RoundSeeds,
  type Settled,
  settleBaccaratBet,
  settleDragonTigerBet,
  settleRouletteBet,
  settleSicBoBet,
  slotConfig,
  type TableBet,
  validateBaccaratBet,
  validateDragonTigerBet,
  validateRouletteBet,
  validateSicBoBet,
  validateSlotStake,
} from '@gemilang/games';
import type { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import { amountFromInput } from '../../../platform/money';

/**
 * A round's bet made ready before anything is claimed or moved (ADR 032): the game the launch token names
 * decides what the page may send (a slot's total stake, a table's list of bets); each bet is checked by the
 * game's own rule in packages/games and a refusal is one translated code, with the bet it came from.
 */
export type PreparedBet =
  | { readonly kind: 'slot'; readonly request: RoundRequest; readonly stake: bigint }
  | {
      readonly kind: 'baccarat' | 'dragon_tiger' | 'roulette' | 'sic_bo';
      readonly request: RoundRequest;
      readonly stake: bigint;
      readonly bets: readonly TableBet[];
    };

const betErrors: Record<CasinoBetErrorCode, ErrorCode> = {
  unknown_bet_type: 'play_bet_unknown_type',
  bet_type_closed: 'play_bet_type_closed',
  stake_not_positive: 'amount_not_positive',
  selection_missing: 'play_selection_missing',
  selection_malformed: 'play_selection_malformed',
  number_out_of_range: 'play_number_out_of_range',
  numbers_wrong_count: 'play_numbers_wrong_count',
  number_duplicated: 'play_number_duplicated',
  numbers_not_on_layout: 'play_numbers_not_on_layout',
};

type Check = { ok: true } | { ok: false; code: CasinoBetErrorCode };
const validators: Record<'baccarat' | 'dragon_tiger' | 'roulette' | 'sic_bo', (bet: TableBet) => Check> = {
  baccarat: validateBaccaratBet,
  dragon_tiger: (bet) => validateDragonTigerBet({ suitedTie: DRAGON_TIGER_SUITED_TIE }, bet),
  roulette: validateRouletteBet,
  sic_bo: validateSicBoBet,
};

export function prepareBet(gameCode: string, input: z.output<typeof ZPlayRoundInput>, exponent: number): PreparedBet {
  const kind = inHouseGameKind(gameCode);
  if (!kind) throw new AppError('game_unknown');
  if (kind.game === 'slot') {
    if (input.stake === undefined || input.bets !== undefined) throw new AppError('play_bets_missing');
    const stake = amountFromInput(input.stake, exponent, 'stake');
    const config = slotConfig(kind.slotId);
    if (!config) throw new AppError('game_unknown');
    if (validateSlotStake(config, stake)) {
      throw new AppError('play_stake_not_multiple_of_lines', [{ field: 'stake', reason: 'invalid' }], {
        lines: config.lines.length,
      });
    }
    return { kind: 'slot', request: { game: 'slot', slotId: kind.slotId, stake }, stake };
  }
  if (!input.bets || input.bets.length === 0 || input.stake !== undefined) throw new AppError('play_bets_missing');
  const bets = input.bets.map((bet, i): TableBet => {
    const stake = amountFromInput(bet.stake, exponent, `bets.${i}.stake`);
    const table: TableBet = { type: bet.type, stake, ...(bet.numbers ? { numbers: bet.numbers } : {}) };
    const check = validators[kind.game](table);
    if (!check.ok) throw new AppError(betErrors[check.code], [{ field: `bets.${i}`, reason: check.code }]);
    return table;
  });
  const stake = bets.reduce((sum, b) => sum + b.stake, 0n);
  return { kind: kind.game, request: { game: kind.game }, stake, bets };
}

export interface SettledBetRecord {
  type: string;
  numbers: number[];
  stake: string;
  outcome: Settled<unknown>['outcome'];
  payout: string;
}

export interface PlayedRound {
  outcome: CasinoOutcome;
  payout: bigint;
  bets: SettledBetRecord[];
}

/** Settles a validated table bet against the outcome with the game's own settle function. */
function settleTable(outcome: CasinoOutcome, bet: TableBet): Settled<unknown> {
  switch (outcome.game) {
    case 'baccarat': {
      const check = validateBaccaratBet(bet);
      if (!check.ok) throw new Error(check.code);
      return settleBaccaratBet(outcome.hand, check.bet);
    }
    case 'dragon_tiger': {
      const check = validateDragonTigerBet({ suitedTie: DRAGON_TIGER_SUITED_TIE }, bet);
      if (!check.ok) throw new Error(check.code);
      return settleDragonTigerBet(outcome.hand, check.bet);
    }
    case 'roulette': {
      const check = validateRouletteBet(bet);
      if (!check.ok) throw new Error(check.code);
      return settleRouletteBet(outcome.spin, check.bet);
    }
    case 'sic_bo': {
      const check = validateSicBoBet(bet);
      if (!check.ok) throw new Error(check.code);
      return settleSicBoBet(outcome.roll, check.bet);
    }
    default:
      throw new Error('a slot has no table bets');
  }
}

/** The round the seeds give, and what it pays: a slot's total win, or each table bet settled. */
export function playPrepared(seeds: RoundSeeds, bet: PreparedBet): PlayedRound {
  const outcome = playCasinoRound(seeds, bet.request);
  if (bet.kind === 'slot') {
    if (outcome.game !== 'slot') throw new Error('slot request played another game');
    return { outcome, payout: outcome.round.totalWin, bets: [] };
  }
  const bets = bet.bets.map((b) => {
    const settled = settleTable(outcome, b);
    return {
      type: b.type,
      numbers: [...(b.numbers ?? [])].sort((x, y) => x - y),
      stake: `${b.stake}`,
      outcome: settled.outcome,
      payout: `${settled.payout}`,
    };
  });
  return { outcome, payout: bets.reduce((sum, b) => sum + BigInt(b.payout), 0n), bets };
}

/** JSON with bigints as strings of minor units (jsonb has no bigint). */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
}

/** What the page sent, canonical: a replay with the same request id must send the same. */
export function betRecord(bet: PreparedBet): Record<string, unknown> {
  return bet.kind === 'slot'
    ? { stake: `${bet.stake}` }
    : {
        bets: bet.bets.map((b) => ({ type: b.type, numbers: [...(b.numbers ?? [])], stake: `${b.stake}` })),
      };
}
