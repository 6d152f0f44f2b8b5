import type { TPlayRound, TPlaySession } from '@gemilang/contract';

/** What a game needs from the page: the session, and a way to play a round that keeps balance and recall. */
export interface GameProps {
  session: TPlaySession;
  token: string;
  onPlayed: (round: TPlayRound, balance: string) => void;
}
