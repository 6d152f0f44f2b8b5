import { referralRoutes } from '@gemilang/contract/web';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isRealMember, promotionsKey } from '../../shared/api/bonus-queries';
import { callApi } from '../../shared/api/client';
import { useSession } from '../../shared/session';

/** Under the promotions prefix with the other loyalty reads; keyed by token and page. */
export const referralKeys = {
  overview: (token: string, page: number) => [...promotionsKey, 'referrals', token, page] as const,
};

export function useReferrals(page: number) {
  const session = useSession();
  return useQuery({
    queryKey: referralKeys.overview(session?.token ?? '', page),
    queryFn: () => callApi(referralRoutes.overview, { query: { page } }),
    enabled: isRealMember(session),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
