import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeRealtime } from '../../shared/realtime';
import { withdrawKeys } from './api';

/** Keeps this page's figures live: a payment or rejection by the cashier shows without a reload. */
export function useLiveWithdrawals(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'balance' || event.type === 'message') {
          void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
        }
      }),
    [queryClient],
  );
}
