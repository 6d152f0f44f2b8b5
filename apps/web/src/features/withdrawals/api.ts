import type { TTransferUplineRequest, TWithdrawRequest } from '@gemilang/contract';
import { transferRoutes, withdrawalRoutes } from '@gemilang/contract/web';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { uploadImage } from '../../shared/api/upload';

export const withdrawKeys = {
  all: ['withdraw'] as const,
  limits: ['withdraw', 'limits'] as const,
  mine: (page: number) => ['withdraw', 'mine', page] as const,
  upline: ['withdraw', 'upline'] as const,
};

export const MY_WITHDRAWALS_PAGE_SIZE = 10;

export function useWithdrawLimits() {
  return useQuery({ queryKey: withdrawKeys.limits, queryFn: () => callApi(withdrawalRoutes.limits) });
}

export function useMyWithdrawals(page: number) {
  return useQuery({
    queryKey: withdrawKeys.mine(page),
    queryFn: () => callApi(withdrawalRoutes.mine, { query: { page, pageSize: MY_WITHDRAWALS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useUplineInfo() {
  return useQuery({ queryKey: withdrawKeys.upline, queryFn: () => callApi(transferRoutes.uplineInfo) });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
}

export function useRequestWithdrawal() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: TWithdrawRequest) => callApi(withdrawalRoutes.request, { body }),
    onSuccess: refresh,
  });
}

export function useTransferUpline() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: TTransferUplineRequest) => callApi(transferRoutes.transferUpline, { body }),
    onSuccess: refresh,
  });
}

/** Sends the proof image as the uploads call takes it (multipart: purpose, then file). */
export type Confirmation = { id: string } & (
  | { action: 'received' | 'all_received' }
  | { action: 'not_received'; proof: File }
);

export function useConfirmWithdrawal() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async (input: Confirmation) => {
      const params = { id: input.id };
      if (input.action === 'not_received') {
        const uploaded = await uploadImage('withdrawal_proof', input.proof);
        return callApi(withdrawalRoutes.notReceived, { params, body: { proofUploadId: uploaded.id } });
      }
      const route = input.action === 'received' ? withdrawalRoutes.received : withdrawalRoutes.allReceived;
      return callApi(route, { params });
    },
    onSuccess: refresh,
  });
}
