import { type Card, type CasinoOutcome, cardLabel } from '@gemilang/games';

/**
 * A round's outcome in one short line, the same whether it comes from the server's JSON or from the
 * browser's recomputation: what the verify page compares. A slot: each step's reel stops and the total
 * win; cards: their labels in deal order; roulette: the pocket; sic bo: the dice.
 */
type Json = Record<string, unknown>;

const cards = (list: unknown) => (list as Card[]).map(cardLabel).join(' ');

export function outcomeSummary(outcome: CasinoOutcome | Json): string {
  const o = outcome as Json;
  switch (o.game) {
    case 'slot': {
      const round = o.round as { steps: Array<{ stops: number[] }>; totalWin: unknown };
      return `${round.steps.map((s) => s.stops.join('-')).join('/')} win ${String(round.totalWin)}`;
    }
    case 'baccarat': {
      const hand = o.hand as { player: unknown; banker: unknown };
      return `P ${cards(hand.player)} B ${cards(hand.banker)}`;
    }
    case 'dragon_tiger': {
      const hand = o.hand as { dragon: Card; tiger: Card };
      return `D ${cardLabel(hand.dragon)} T ${cardLabel(hand.tiger)}`;
    }
    case 'roulette':
      return String((o.spin as { pocket: number }).pocket);
    case 'sic_bo':
      return (o.roll as { dice: number[] }).dice.join('-');
    default:
      return '';
  }
}
