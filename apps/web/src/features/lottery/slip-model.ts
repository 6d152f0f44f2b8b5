import type { TLotteryGameDetail, TTicketInput } from '@gemilang/contract';
import { formatMinor } from '@gemilang/contract/web';
import { type GameConfig, type QuoteError, quoteTicket } from '@gemilang/games';

/**
 * The bet slip's arithmetic, by the same code the server prices with (packages/games quoteTicket): what each
 * ticket costs, what it can win at most, and the slip's totals. Money is bigint minor units throughout.
 */
export interface SlipTicket {
  id: string;
  betType: string;
  selections: string[];
  /** Odds-priced types: the stake of each bet, as typed (major units). */
  stake?: string;
  /** Per-point types (lô): points on each number. */
  points?: number;
}

/**
 * The currency's decimals, read from the detail's money: the server writes every amount with exactly the
 * currency's decimals ("0.10" for MYR, "1000" for VND).
 */
export function exponentOf(detail: Pick<TLotteryGameDetail, 'maxPayoutPerNumber'>): number {
  const dot = detail.maxPayoutPerNumber.indexOf('.');
  return dot < 0 ? 0 : detail.maxPayoutPerNumber.length - dot - 1;
}

/** "12.5" with 2 decimals -> 1250n; null for anything that is not a plain amount within the decimals. */
export function toMinor(text: string, exponent: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) return null;
  return BigInt(match[1] ?? '0') * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
}

/** The detail's prices as the games package reads them (money in minor units, a unit of one minor unit). */
export function gameConfigOf(detail: TLotteryGameDetail): GameConfig {
  const e = exponentOf(detail);
  const minor = (money: string) => toMinor(money, e) ?? 0n;
  return {
    unitMinor: 1n,
    maxPayoutPerNumber: minor(detail.maxPayoutPerNumber),
    betTypes: Object.fromEntries(
      detail.betTypes.map((b) => [
        b.betType,
        b.pricing === 'odds'
          ? { pricing: 'odds', odds: b.odds, minStake: minor(b.minStake), maxStake: minor(b.maxStake) }
          : {
              pricing: 'per_point',
              costPerPoint: Number(minor(b.costPerPoint)),
              payoutPerHit: Number(minor(b.payoutPerHit)),
              minPoints: b.minPoints,
              maxPoints: b.maxPoints,
            },
      ]),
    ),
  };
}

export type TicketQuote =
  | { ok: true; bets: number; cost: bigint; maxWin: bigint; multiHit: boolean }
  | { ok: false; errors: QuoteError[] | [{ code: 'stake_invalid' }] };

export function quoteSlipTicket(detail: TLotteryGameDetail, config: GameConfig, ticket: SlipTicket): TicketQuote {
  let stake: bigint | undefined;
  if (ticket.stake !== undefined) {
    const parsed = toMinor(ticket.stake, exponentOf(detail));
    if (parsed === null) return { ok: false, errors: [{ code: 'stake_invalid' }] };
    stake = parsed;
  }
  const quote = quoteTicket(
    { game: detail.kind, betType: ticket.betType, selections: ticket.selections, stake, points: ticket.points },
    config,
  );
  if (!quote.ok) return quote;
  return { ok: true, bets: quote.bets.length, cost: quote.cost, maxWin: quote.maxWin, multiHit: quote.multiHit };
}

export interface SlipTotals {
  bets: number;
  cost: bigint;
  maxWin: bigint;
  multiHit: boolean;
  /** Every ticket is valid. */
  ok: boolean;
}

export function slipTotals(quotes: readonly TicketQuote[]): SlipTotals {
  let bets = 0;
  let cost = 0n;
  let maxWin = 0n;
  let multiHit = false;
  for (const q of quotes) {
    if (!q.ok) continue;
    bets += q.bets;
    cost += q.cost;
    maxWin += q.maxWin;
    multiHit ||= q.multiHit;
  }
  return { bets, cost, maxWin, multiHit, ok: quotes.length > 0 && quotes.every((q) => q.ok) };
}

/** The ticket as the place-bets call takes it: the stake in major units with the currency's decimals. */
export function ticketInput(detail: TLotteryGameDetail, ticket: SlipTicket): TTicketInput {
  const e = exponentOf(detail);
  return {
    betType: ticket.betType,
    selections: ticket.selections,
    ...(ticket.stake !== undefined ? { stake: formatMinor(toMinor(ticket.stake, e) ?? 0n, e) } : {}),
    ...(ticket.points !== undefined ? { points: ticket.points } : {}),
  };
}

export function money(detail: Pick<TLotteryGameDetail, 'maxPayoutPerNumber'>, minor: bigint): string {
  return formatMinor(minor, exponentOf(detail));
}
