import type { TDownlineTransferRequest, TOpenAccountRequest } from '@gemilang/contract';
import { teamRoutes, transferRoutes } from '@gemilang/contract/web';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';

/** The downline list's filters as the page keeps them (empty ones are left out of the address). */
export type MemberFilter = {
  account?: string;
  kind?: 'member' | 'agent';
  level?: number;
  from?: string;
  to?: string;
  status?: 'active' | 'locked' | 'frozen';
  page: number;
  pageSize: number;
};

export const agentKeys = {
  all: ['agent'] as const,
  overview: (from: string, to: string) => ['agent', 'overview', from, to] as const,
  members: (query: MemberFilter) => ['agent', 'members', query] as const,
  member: (account: string) => ['agent', 'member', account] as const,
  transferInfo: ['agent', 'transfer'] as const,
  invitation: ['agent', 'invitation'] as const,
};

export function useTeamOverview(from: string, to: string) {
  return useQuery({
    queryKey: agentKeys.overview(from, to),
    queryFn: () => callApi(teamRoutes.overview, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });
}

export function useTeamMembers(query: MemberFilter) {
  return useQuery({
    queryKey: agentKeys.members(query),
    queryFn: () => callApi(teamRoutes.members, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useTeamMember(account: string) {
  return useQuery({
    queryKey: agentKeys.member(account),
    queryFn: () => callApi(teamRoutes.member, { params: { account } }),
  });
}

export function useDownlineTransferInfo() {
  return useQuery({ queryKey: agentKeys.transferInfo, queryFn: () => callApi(transferRoutes.downlineInfo) });
}

export function useInvitation() {
  return useQuery({ queryKey: agentKeys.invitation, queryFn: () => callApi(teamRoutes.invitation) });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: agentKeys.all });
}

export function useDownlineTransfer() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: TDownlineTransferRequest) => callApi(transferRoutes.transferDownline, { body }),
    onSuccess: refresh,
  });
}

export function useOpenAccount() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: TOpenAccountRequest) => callApi(teamRoutes.openAccount, { body }),
    onSuccess: refresh,
  });
}

export function useNewInvitation() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: () => callApi(teamRoutes.newInvitation), onSuccess: refresh });
}
