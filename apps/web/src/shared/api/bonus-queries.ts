import { promotionRoutes } from '@gemilang/contract/web';
import { useQuery } from '@tanstack/react-query';
import { type Session, TRIAL_TYPE, useSession } from '../session';
import { callApi } from './client';

/**
 * The member's bonus reads, shared by the promotions pages, the header's bonus chip, the deposit page (the
 * bonuses to choose) and the withdrawal page (the forfeit notice). Every promotions read sits under one
 * prefix, so a claim, an application or a withdrawal that forfeits reads them all again. Keyed by token:
 * another sign-in never sees the previous member's grants from the cache.
 */
export const promotionsKey = ['promotions'] as const;
export const bonusKeys = {
  details: (token: string) => [...promotionsKey, 'bonuses', token] as const,
  depositChoices: (token: string) => [...promotionsKey, 'deposit-bonuses', token] as const,
};

/** Only a real member has grants and claims (the routes are realMember): a trial account plays with play money. */
export function isRealMember(session: Session | null): session is Session {
  return session !== null && session.isAgent !== TRIAL_TYPE;
}

/** The member's grants, the active one first; nothing is asked for a visitor or a trial account. */
export function useBonusDetails() {
  const session = useSession();
  return useQuery({
    queryKey: bonusKeys.details(session?.token ?? ''),
    queryFn: () => callApi(promotionRoutes.bonuses),
    enabled: isRealMember(session),
    staleTime: 15_000,
  });
}

/** The deposit bonuses the member may choose for their next deposit. */
export function useDepositBonuses() {
  const session = useSession();
  return useQuery({
    queryKey: bonusKeys.depositChoices(session?.token ?? ''),
    queryFn: () => callApi(promotionRoutes.depositBonuses),
    enabled: isRealMember(session),
  });
}
