import { memberRoutes, sessionRoutes, walletRoutes } from '@gemilang/contract/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { accountKeys } from '../../shared/api/account-keys';
import { callApi } from '../../shared/api/client';
import { setSession } from '../../shared/session';

export function useMemberInfo(token: string) {
  return useQuery({ queryKey: accountKeys.info(token), queryFn: () => callApi(memberRoutes.info), staleTime: 60_000 });
}

export function useBalance(token: string) {
  return useQuery({
    queryKey: accountKeys.balance(token),
    queryFn: () => callApi(walletRoutes.balance),
    staleTime: 15_000,
  });
}

/**
 * Signs out: revokes the session on the server, then forgets it here whatever the server said (an
 * expired token is as good as revoked), drops the member's cached data and goes to the home path.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await callApi(sessionRoutes.logout);
    } catch {
      // Nothing to do: the local session is cleared below either way.
    }
    setSession(null);
    queryClient.removeQueries({ queryKey: accountKeys.all });
    await navigate('/');
  }, [queryClient, navigate]);
}
