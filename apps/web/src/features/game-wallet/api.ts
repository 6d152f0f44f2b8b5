import type { TWalletTransferRequest } from '@gemilang/contract';
import { vendorWalletRoutes } from '@gemilang/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../shared/api/account-keys';
import { callApi } from '../../shared/api/client';

export const gameWalletKeys = {
  wallets: ['game-wallet', 'wallets'] as const,
  recall: ['game-wallet', 'recall'] as const,
};

/** The main balance and every vendor's, as the vendors answer now (the server asks them on each read). */
export function useVendorWallets() {
  return useQuery({
    queryKey: gameWalletKeys.wallets,
    queryFn: () => callApi(vendorWalletRoutes.vendorWallets, { body: {} }),
  });
}

export function useWalletTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWalletTransferRequest) => callApi(vendorWalletRoutes.walletTransfer, { body }),
    // Whatever the answer, both sides may have moved: read them again (and the header's balance).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: gameWalletKeys.wallets });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

export function useGameRecall() {
  return useQuery({
    queryKey: gameWalletKeys.recall,
    queryFn: () => callApi(vendorWalletRoutes.gameRecall, { body: {} }),
  });
}
