import type { TRewardProgram } from '@gemilang/contract';
import { rebateRoutes, rewardRoutes } from '@gemilang/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { promotionsKey } from '../../shared/api/bonus-queries';
import { callApi } from '../../shared/api/client';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import i18n from '../../shared/i18n';
import { useSession } from '../../shared/session';

/**
 * The reward centre's reads sit under the promotions prefix: a claim makes a grant, so the bonus details and the
 * header's bonus chip are read again with it. Keyed by language (mission and race names come in the reader's words)
 * and by token (another sign-in never sees the previous member's rewards from the cache).
 */
export const rewardKeys = {
  all: [...promotionsKey, 'rewards'] as const,
  centre: (language: string, token: string, view: string, program: string, page: number) =>
    [...promotionsKey, 'rewards', language, token, view, program, page] as const,
};

export type RewardView = 'open' | 'history';

export function useRewardCentre(view: RewardView, program: TRewardProgram | null, page: number) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: rewardKeys.centre(i18n.language, token, view, program ?? '', page),
    queryFn: () =>
      callApi(rewardRoutes.centre, { query: { view, page, ...(program ? { program } : {}) }, personal: true }),
    staleTime: 15_000,
  });
}

/** Today's rebate so far (an estimate until the day ends), read again with every reward read. */
export function useRebateToday() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: [...promotionsKey, 'rewards', 'rebate-today', token] as const,
    queryFn: () => callApi(rebateRoutes.today),
    staleTime: 30_000,
  });
}

/** A claim the member means: a fresh idempotency key per press, so a double tap pays once. */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(rewardRoutes.claim, { params: { id }, body: { idempotencyKey: newIdempotencyKey() } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}

export function useClaimAllRewards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(rewardRoutes.claimAll, { body: { idempotencyKey: newIdempotencyKey() } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}
