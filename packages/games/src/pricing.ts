import type { BetTypePrice, Evaluation, GameKind, OddsPrice, PointPrice } from './model';
import { betTypeDef } from './registry';
import { type Ticket, type TicketBet, type TicketError, validateTicket } from './ticket';

// What a ticket costs and can win, from a brand's configuration. Money is bigint minor units; odds are
// integers in thousandths with the stake included; a win is floor(stake × odds / 1000) (docs/architecture.md, Money).

export type OddsBetTypeConfig = OddsPrice & { readonly minStake: bigint; readonly maxStake: bigint };
export type PointBetTypeConfig = PointPrice & { readonly minPoints: number; readonly maxPoints: number };
export type BetTypeConfig = OddsBetTypeConfig | PointBetTypeConfig;

export type GameConfig = {
  /** The size of one unit in minor units (VND 1,000 → 1000n; MYR 0.10 → 10n): per-point prices are in units. */
  readonly unitMinor: bigint;
  /** The liability cap: the most the house will pay on one number (key) of one draw, in minor units. */
  readonly maxPayoutPerNumber: bigint;
  /** Bet types on sale. One missing is closed for this brand. */
  readonly betTypes: Readonly<Record<string, BetTypeConfig>>;
};

export type PricedBet = TicketBet & {
  /** What the bet debits, minor units. */
  readonly stake: bigint;
  readonly oddsClass: string;
  /** Odds-priced: the odds in thousandths, locked at placement. Null for per-point types. */
  readonly odds: number | null;
  readonly points: number | null;
  /** What one hit pays (the stake included); the bet pays winPerHit × hits. */
  readonly winPerHit: bigint;
};

export type QuoteErrorCode = TicketError['code'] | 'bet_type_closed' | 'stake_below_minimum' | 'stake_above_maximum';
export type QuoteError = { readonly code: QuoteErrorCode; readonly index?: number; readonly selection?: string };

export type Quote = {
  readonly bets: readonly PricedBet[];
  /** What the ticket debits: the sum of its bets' stakes. */
  readonly cost: bigint;
  /**
   * The most the ticket can pay in one draw: bets that cannot win together count once (two đề numbers), bets
   * that can are added (lô numbers, positions of 5D). For lô it assumes one hit per number, although a
   * number can appear (and pay) several times: multiHit says so, for the slip to show.
   */
  readonly maxWin: bigint;
  readonly multiHit: boolean;
};

export type QuoteCheck = ({ ok: true } & Quote) | { ok: false; errors: QuoteError[] };

/** A win: floor(stake × odds / 1000). */
export function winForOdds(stake: bigint, odds: number): bigint {
  return (stake * BigInt(odds)) / 1000n;
}

export function priceBet(
  game: GameKind,
  bet: TicketBet,
  amount: { stake?: bigint; points?: number },
  config: GameConfig,
) {
  const def = betTypeDef(game, bet.betType);
  const settings = config.betTypes[bet.betType];
  if (!def || !settings) return undefined;
  const oddsClass = def.oddsClassOf(bet.key);
  if (settings.pricing === 'per_point') {
    const points = BigInt(amount.points ?? 0);
    return {
      ...bet,
      oddsClass,
      stake: points * BigInt(settings.costPerPoint) * config.unitMinor,
      odds: null,
      points: amount.points ?? 0,
      winPerHit: points * BigInt(settings.payoutPerHit) * config.unitMinor,
    } satisfies PricedBet;
  }
  const odds = settings.odds[oddsClass];
  if (odds === undefined) return undefined;
  const stake = amount.stake ?? 0n;
  return { ...bet, oddsClass, stake, odds, points: null, winPerHit: winForOdds(stake, odds) } satisfies PricedBet;
}

export function quoteTicket(ticket: Ticket, config: GameConfig): QuoteCheck {
  const checked = validateTicket(ticket);
  if (!checked.ok) return checked;
  const errors: QuoteError[] = [];
  const bets: PricedBet[] = [];
  for (const betType of new Set(checked.bets.map((b) => b.betType))) {
    const settings = config.betTypes[betType];
    if (!settings) {
      errors.push({ code: 'bet_type_closed' });
      continue;
    }
    const [min, max, amount] =
      settings.pricing === 'odds'
        ? [settings.minStake, settings.maxStake, ticket.stake ?? 0n]
        : [BigInt(settings.minPoints), BigInt(settings.maxPoints), BigInt(ticket.points ?? 0)];
    if (amount < min) errors.push({ code: 'stake_below_minimum' });
    else if (amount > max) errors.push({ code: 'stake_above_maximum' });
  }
  if (errors.length > 0) return { ok: false, errors };
  for (const bet of checked.bets) {
    const priced = priceBet(ticket.game, bet, ticket, config);
    if (!priced) return { ok: false, errors: [{ code: 'bet_type_closed' }] };
    bets.push(priced);
  }
  return { ok: true, bets, cost: bets.reduce((sum, b) => sum + b.stake, 0n), ...maxWinOf(ticket.game, bets) };
}

function maxWinOf(game: GameKind, bets: readonly PricedBet[]): { maxWin: bigint; multiHit: boolean } {
  let maxWin = 0n;
  let multiHit = false;
  // Map.groupBy (ES2024) is newer than the ES2022 the player site is built for.
  const byType = new Map<string, PricedBet[]>();
  for (const b of bets) byType.set(b.betType, [...(byType.get(b.betType) ?? []), b]);
  for (const [betType, group] of byType) {
    const def = betTypeDef(game, betType)!;
    multiHit ||= def.multiHit === true;
    let best = 0n;
    for (const b of group) if (b.winPerHit > best) best = b.winPerHit;
    if (def.shape === 'combination') {
      // Every bet of a combination ticket has the same odds class, so the best case is how many can win × one win.
      const numbers = new Set(group.flatMap((b) => b.key.split(','))).size;
      maxWin += BigInt(def.maxWinningBets(numbers)) * best;
    } else {
      const groups = new Map<string, bigint>();
      for (const b of group) {
        const g = def.groupOf(b.key);
        const current = groups.get(g) ?? 0n;
        if (b.winPerHit > current) groups.set(g, b.winPerHit);
      }
      for (const value of groups.values()) maxWin += value;
    }
  }
  return { maxWin, multiHit };
}

/** What a settled bet pays: winPerHit × hits when won, its stake back on a push, nothing when lost. */
export function payout(bet: { readonly stake: bigint; readonly winPerHit: bigint }, evaluation: Evaluation): bigint {
  if (evaluation.outcome === 'won') return bet.winPerHit * BigInt(evaluation.hits);
  if (evaluation.outcome === 'push') return bet.stake;
  return 0n;
}

export type { BetTypePrice };
