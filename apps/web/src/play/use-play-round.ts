import type { TPlayRound } from '@gemilang/contract';
import { playRouteRefs } from '@gemilang/contract/web';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, newRequestId, playCall } from './play-api';

type Bet = { stake: string } | { bets: Array<{ type: string; numbers?: number[]; stake: string }> };

/**
 * Plays rounds for a game: one at a time, each with a fresh request id. When the answer is lost (network)
 * or the round could not be finished yet, the same id and bet are kept, and "try again" sends them as they
 * were: the server answers that round, and its money moves once.
 */
export function usePlayRound(token: string, onPlayed: (round: TPlayRound, balance: string) => void) {
  const { t } = useTranslation('play');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<{ requestId: string; bet: Bet } | null>(null);
  const [canRetry, setCanRetry] = useState(false);

  const send = async (attempt: { requestId: string; bet: Bet }): Promise<TPlayRound | null> => {
    setBusy(true);
    setError(null);
    try {
      const { round, balance } = await playCall(playRouteRefs.round, {
        token,
        requestId: attempt.requestId,
        ...attempt.bet,
      });
      pending.current = null;
      setCanRetry(false);
      onPlayed(round, balance);
      return round;
    } catch (e) {
      const unfinished = e instanceof ApiError && (e.code === 'network' || e.code === 'play_round_unfinished');
      pending.current = unfinished ? attempt : null;
      setCanRetry(unfinished);
      setError(e instanceof ApiError ? e.message : t('errors.system'));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    error,
    canRetry,
    play: (bet: Bet) => send({ requestId: newRequestId(), bet }),
    retry: () => (pending.current ? send(pending.current) : Promise.resolve(null)),
  };
}
