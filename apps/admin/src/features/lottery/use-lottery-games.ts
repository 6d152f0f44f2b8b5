import { lotteryAdminRoutes } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';

/** The brand's lottery games and its currency, for every lottery page's game filter and money. */
export function useLotteryGames() {
  return useQuery({
    queryKey: ['lottery', 'games'],
    queryFn: () => callApi(lotteryAdminRoutes.games),
    staleTime: 60_000,
  });
}
