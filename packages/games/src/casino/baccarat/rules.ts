import type { ByteStream } from '../../fair/byte-stream';
import { type Card, dealFromShoe } from '../cards/shoe';

// Punto banco from an 8-deck shoe shuffled fresh every round. The top six cards of the shuffle are drawn
// for every round (so a round always reads the same amount of the stream) and dealt in order: player,
// banker, player, banker, then the player's third card and the banker's third card when the tableau says
// so. Cards the tableau does not call for are burnt, unseen.

export const BACCARAT_DECKS = 8;

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export type BaccaratHand = {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly winner: BaccaratWinner;
  /** The player's (banker's) first two cards are of one rank. */
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
};

export function cardPoints(rank: number): number {
  return rank >= 10 ? 0 : rank;
}

/** A natural (8 or 9 on either side's first two cards) ends the coup. Otherwise the player draws on 0-5. */
export function playerDraws(playerTwo: number, bankerTwo: number): boolean {
  return playerTwo < 8 && bankerTwo < 8 && playerTwo <= 5;
}

/**
 * The banker's tableau. With no player third card (the player stood on 6-7) the banker draws on 0-5;
 * otherwise on 0-2 always, 3 unless the player's third is an 8, 4 on 2-7, 5 on 4-7, 6 on 6-7, never on 7.
 */
export function bankerDraws(playerTwo: number, bankerTwo: number, playerThird: number | null): boolean {
  if (playerTwo >= 8 || bankerTwo >= 8) return false;
  if (playerThird === null) return bankerTwo <= 5;
  switch (bankerTwo) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export function winnerOf(playerTotal: number, bankerTotal: number): BaccaratWinner {
  return playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
}

/** The coup the top six cards of the shoe make. */
export function baccaratHand(top: readonly Card[]): BaccaratHand {
  if (top.length < 6) throw new Error('A baccarat coup is dealt from the top six cards');
  const [p1, b1, p2, b2] = [top[0]!, top[1]!, top[2]!, top[3]!];
  const player = [p1, p2];
  const banker = [b1, b2];
  const points = (cards: readonly Card[]) => cards.reduce((sum, c) => sum + cardPoints(c.rank), 0) % 10;
  const playerTwo = points(player);
  const bankerTwo = points(banker);
  let next = 4;
  let playerThird: number | null = null;
  if (playerDraws(playerTwo, bankerTwo)) {
    const card = top[next]!;
    next += 1;
    player.push(card);
    playerThird = cardPoints(card.rank);
  }
  if (bankerDraws(playerTwo, bankerTwo, playerThird)) banker.push(top[next]!);
  const playerTotal = points(player);
  const bankerTotal = points(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: winnerOf(playerTotal, bankerTotal),
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
  };
}

export function dealBaccarat(stream: ByteStream): BaccaratHand {
  return baccaratHand(dealFromShoe(stream, BACCARAT_DECKS, 6));
}
