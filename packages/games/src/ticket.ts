import { binomial, combinations, isSelectionError } from './bet-helpers';
import type { GameKind, SelectionErrorCode } from './model';
import { betTypeDef, partsOfTicketType } from './registry';

// A ticket is what a player puts on the slip: one bet type, one or more selections, one stake (or number
// of points) per bet. It expands into single bets, each settled alone: lô with 5 numbers is 5 bets, lô xiên 2
// with 3 numbers is its 3 pairs, đề đầu-đuôi on 27 is a đề đầu bet and a đề bet on 27.

export type Ticket = {
  readonly game: GameKind;
  readonly betType: string;
  /** "27", "pos3:7", "03,07" (one ordered tuple), or plain numbers for combination types (lô xiên, any-k). */
  readonly selections: readonly string[];
  /** Odds-priced types: the stake of each bet, in minor units. */
  readonly stake?: bigint;
  /** Per-point types (lô): points on each number. */
  readonly points?: number;
};

/** One bet as the server stores it: the bet type and its normalised key (for set-based types, the chosen set). */
export type TicketBet = {
  readonly betType: string;
  readonly key: string;
  /** Set-based bet types only: the chosen numbers (the key split at ','), stored as an array for the SQL join. */
  readonly numbers?: readonly string[];
};

export type TicketErrorCode =
  | 'unknown_bet_type'
  | 'selection_empty'
  | SelectionErrorCode
  | 'too_many_selections'
  | 'stake_missing'
  | 'stake_not_positive'
  | 'points_missing'
  | 'points_not_positive_integer';

/** `index` points at the offending selection of the ticket, when one is to blame. */
export type TicketError = { readonly code: TicketErrorCode; readonly index?: number; readonly selection?: string };

export type TicketCheck = { ok: true; bets: TicketBet[] } | { ok: false; errors: TicketError[] };

/** More bets than this in one ticket is refused: a slip is not a way to buy a whole number space by accident. */
export const MAX_BETS_PER_TICKET = 1000;

export function validateTicket(ticket: Ticket): TicketCheck {
  const parts = partsOfTicketType(ticket.game, ticket.betType);
  const defs = parts?.map((p) => betTypeDef(ticket.game, p)!);
  if (!defs || defs.length === 0) return { ok: false, errors: [{ code: 'unknown_bet_type' }] };
  const first = defs[0]!;
  const errors: TicketError[] = [];

  if (first.pricing === 'odds') {
    if (ticket.stake === undefined) errors.push({ code: 'stake_missing' });
    else if (ticket.stake <= 0n) errors.push({ code: 'stake_not_positive' });
  } else if (ticket.points === undefined) errors.push({ code: 'points_missing' });
  else if (!Number.isSafeInteger(ticket.points) || ticket.points < 1)
    errors.push({ code: 'points_not_positive_integer' });

  if (ticket.selections.length === 0) return { ok: false, errors: [{ code: 'selection_empty' }, ...errors] };

  // Every part of a combination ticket reads its selections alike (đề đầu and đề both take two digits).
  const keys: string[] = [];
  const seen = new Map<string, number>();
  ticket.selections.forEach((selection, index) => {
    const normalised = first.shape === 'each' ? first.normalise(selection) : first.normaliseNumber(selection);
    if (isSelectionError(normalised)) {
      errors.push({ code: normalised, index, selection });
    } else if (seen.has(normalised)) {
      errors.push({ code: 'number_duplicated', index, selection });
    } else {
      seen.set(normalised, index);
      keys.push(normalised);
    }
  });
  if (errors.length > 0) return { ok: false, errors };

  let bets: TicketBet[];
  if (first.shape === 'each') {
    if (keys.length > first.maxSelections) return { ok: false, errors: [{ code: 'too_many_selections' }] };
    bets = defs.flatMap((def) => keys.map((key) => ({ betType: def.code, key })));
  } else {
    if (keys.length < first.size) return { ok: false, errors: [{ code: 'selection_count_wrong' }] };
    if (keys.length > first.maxNumbers) return { ok: false, errors: [{ code: 'too_many_selections' }] };
    if (binomial(keys.length, first.size) > MAX_BETS_PER_TICKET)
      return { ok: false, errors: [{ code: 'too_many_selections' }] };
    const sorted = [...keys].sort();
    const setBased = first.settlement !== 'key';
    bets = combinations(sorted, first.size).map((numbers) => ({
      betType: first.code,
      key: numbers.join(','),
      ...(setBased ? { numbers } : {}),
    }));
  }
  if (bets.length > MAX_BETS_PER_TICKET) return { ok: false, errors: [{ code: 'too_many_selections' }] };
  return { ok: true, bets };
}
