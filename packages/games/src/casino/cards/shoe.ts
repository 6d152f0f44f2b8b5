import type { ByteStream } from '../../fair/byte-stream';
import { drawDistinct } from '../../fair/sampling';

// A shoe of `decks` 52-card decks in a fixed order: card index i is deck ⌊i / 52⌋, suit ⌊(i mod 52) / 13⌋
// (spades, hearts, diamonds, clubs) and rank (i mod 13) + 1 (ace 1 … king 13). Every round shuffles a fresh
// shoe: no cut card and no memory of earlier rounds, so each round's odds are the same and can be computed.

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];
export type Card = { readonly rank: number; readonly suit: Suit };

export function cardAt(index: number): Card {
  const inDeck = index % 52;
  return { rank: (inDeck % 13) + 1, suit: SUITS[Math.floor(inDeck / 13)]! };
}

/**
 * The top `count` cards of a fair shuffle of the shoe. These are the first `count` steps of the forward
 * Fisher–Yates shuffle `shuffle(stream, shoe)` uses, so they are exactly the cards a full shuffle would put
 * on top; the rest of the shoe is never needed and never drawn.
 */
export function dealFromShoe(stream: ByteStream, decks: number, count: number): Card[] {
  return drawDistinct(stream, decks * 52, count).map(cardAt);
}

export function cardLabel(card: Card): string {
  const rank =
    card.rank === 1
      ? 'A'
      : card.rank === 11
        ? 'J'
        : card.rank === 12
          ? 'Q'
          : card.rank === 13
            ? 'K'
            : String(card.rank);
  return `${rank}${card.suit[0]!.toUpperCase()}`;
}
