import type { TDepositLimitsInput, TExclusionInput } from '@gemilang/contract';
import { protectionRoutes } from '@gemilang/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRealMember } from '../../shared/api/bonus-queries';
import { callApi } from '../../shared/api/client';
import { useSession } from '../../shared/session';

/** Keyed by token: another sign-in never sees this member's protection from the cache. */
export const protectionKeys = {
  all: ['protection'] as const,
  mine: (token: string) => ['protection', token] as const,
};

/** The member's limits, break or exclusion (docs/product.md, Player protection); nothing asked for a trial account. */
export function useMyProtection() {
  const session = useSession();
  return useQuery({
    queryKey: protectionKeys.mine(session?.token ?? ''),
    queryFn: () => callApi(protectionRoutes.mine),
    enabled: isRealMember(session),
  });
}

export function useSetLimits() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (input: TDepositLimitsInput) => callApi(protectionRoutes.setLimits, { body: input }),
    onSuccess: (value) => queryClient.setQueryData(protectionKeys.mine(session?.token ?? ''), value),
  });
}

export function useTakeExclusion() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (input: TExclusionInput) => callApi(protectionRoutes.exclude, { body: input }),
    onSuccess: (value) => queryClient.setQueryData(protectionKeys.mine(session?.token ?? ''), value),
  });
}
