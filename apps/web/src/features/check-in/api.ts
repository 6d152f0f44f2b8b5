import { checkInRoutes } from '@gemilang/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRealMember, promotionsKey } from '../../shared/api/bonus-queries';
import { callApi } from '../../shared/api/client';
import { useSession } from '../../shared/session';

/**
 * The check-in reads sit under the promotions prefix: a check-in pays a reward (a grant), so the reward centre and
 * the bonus reads are read again with it. Keyed by token: another sign-in never sees this member's streak.
 */
export const checkInKeys = {
  status: (token: string) => [...promotionsKey, 'check-in', token] as const,
};

export function useCheckInStatus() {
  const session = useSession();
  return useQuery({
    queryKey: checkInKeys.status(session?.token ?? ''),
    queryFn: () => callApi(checkInRoutes.status),
    enabled: isRealMember(session),
    staleTime: 30_000,
  });
}

/** The day's tap: the answer is the new status, shown at once; every promotions read is read again after it. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: () => callApi(checkInRoutes.checkIn),
    onSuccess: (status) => queryClient.setQueryData(checkInKeys.status(token), status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}
