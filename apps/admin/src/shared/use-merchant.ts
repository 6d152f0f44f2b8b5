import { systemRoutes } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api/client';

/**
 * The brand this host serves (name, currency, time zone), read from the public status call: the
 * back-office API does not repeat it. Times are shown and typed in `timeZone`.
 */
export function useMerchant() {
  const query = useQuery({
    queryKey: ['merchant'],
    queryFn: () => callApi(systemRoutes.status, {}),
    staleTime: 5 * 60_000,
    select: (status) => status.merchant,
  });
  return { ...query, timeZone: query.data?.timeZone ?? 'UTC' };
}
