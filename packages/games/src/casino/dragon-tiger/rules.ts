import type { ByteStream } from '../../fair/byte-stream';
import { type Card, dealFromShoe } from '../cards/shoe';

// Dragon tiger: one card to the dragon, one to the tiger, from the top of a freshly shuffled 8-deck shoe.
// Ace is low (1), king high (13); suits never rank.

export const DRAGON_TIGER_DECKS = 8;

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';
export type DragonTigerHand = {
  readonly dragon: Card;
  readonly tiger: Card;
  readonly winner: DragonTigerWinner;
  /** A tie of one rank and one suit. */
  readonly suitedTie: boolean;
};

export function dragonTigerHand(dragon: Card, tiger: Card): DragonTigerHand {
  const winner = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner, suitedTie: winner === 'tie' && dragon.suit === tiger.suit };
}

export function dealDragonTiger(stream: ByteStream): DragonTigerHand {
  const [dragon, tiger] = dealFromShoe(stream, DRAGON_TIGER_DECKS, 2);
  return dragonTigerHand(dragon!, tiger!);
}
