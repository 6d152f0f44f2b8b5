import type { TBankTransferDepositInput, TDeposit, TOnlineDepositInput } from '@gemilang/contract';
import { depositRoutes } from '@gemilang/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { uploadImage } from '../../shared/api/upload';
import i18n from '../../shared/i18n';

export const depositKeys = {
  all: ['deposit'] as const,
  methods: (language: string) => ['deposit', 'methods', language] as const,
  recent: ['deposit', 'recent'] as const,
  one: (id: string) => ['deposit', 'one', id] as const,
};

export function useDepositMethods() {
  return useQuery({
    queryKey: depositKeys.methods(i18n.language),
    queryFn: () => callApi(depositRoutes.methods),
    staleTime: 60_000,
  });
}

export function useRecentDeposits() {
  return useQuery({ queryKey: depositKeys.recent, queryFn: () => callApi(depositRoutes.recent) });
}

const stillOpen = (deposit: TDeposit | undefined) =>
  deposit?.state === 'pending' || deposit?.state === 'created' || deposit?.state === 'pending_payment';

/**
 * One deposit, asked again every few seconds while the gateway has not settled it (the server checks
 * with the gateway on each ask, so the page the member returns to shows the outcome as soon as there is one).
 */
export function useDeposit(id: string | null) {
  return useQuery({
    queryKey: depositKeys.one(id ?? ''),
    queryFn: () => callApi(depositRoutes.one, { params: { id: id ?? '' } }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.state === 'pending_payment' || query.state.data?.state === 'created' ? 3_000 : false,
  });
}

export { stillOpen };

/** Sends the receipt image as the uploads call takes it (multipart: purpose, then file). */
export function useBankTransferDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<TBankTransferDepositInput, 'receiptUploadId'> & { receipt: File }) => {
      const { receipt, ...rest } = input;
      const uploaded = await uploadImage('deposit_receipt', receipt);
      return callApi(depositRoutes.bankTransfer, { body: { ...rest, receiptUploadId: uploaded.id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositKeys.recent }),
  });
}

export function useOnlineDeposit() {
  return useMutation({
    mutationFn: (input: TOnlineDepositInput) => callApi(depositRoutes.online, { body: input }),
  });
}

/** Leaves the site for the gateway's page (a seam tests replace). */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
