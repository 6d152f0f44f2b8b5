import type { TContractAction, TContractKind } from '@gemilang/contract';
import { agentContractRoutes } from '@gemilang/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { useSession } from '../../shared/session';

/** The contract call of each kind. */
export const contractRouteOf = {
  dividend: agentContractRoutes.dividend,
  daily_wage: agentContractRoutes.dailyWage,
  hourly_wage: agentContractRoutes.hourlyWage,
  realtime_wage: agentContractRoutes.realtimeWage,
} as const;

const keys = {
  kind: (token: string, kind: TContractKind) => ['agent-contracts', token, kind] as const,
  info: (token: string) => ['agent-contracts', token, 'info'] as const,
};

/** The agent's contracts of a kind: with its upline, an offer waiting, and those with its downlines. */
export function useContracts(kind: TContractKind) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: keys.kind(token, kind),
    queryFn: async () => (await callApi(contractRouteOf[kind], { body: { action: 'list' } })).contracts,
    enabled: token !== '',
    retry: false,
  });
}

/** The consolidated info: which kinds the agent has (the agent centre's extra menu items). Agents only. */
export function useContractInfo(enabled = true) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: keys.info(token),
    queryFn: () => callApi(agentContractRoutes.info),
    enabled: enabled && token !== '',
    retry: false,
  });
}

/** Offer, sign, refuse or terminate; the answer's contracts replace the page's. */
export function useContractAction(kind: TContractKind) {
  const token = useSession()?.token ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TContractAction) => callApi(contractRouteOf[kind], { body: action }),
    onSuccess: (reply) => {
      queryClient.setQueryData(keys.kind(token, kind), reply.contracts);
      void queryClient.invalidateQueries({ queryKey: keys.info(token) });
    },
  });
}

/** My income: the contract payouts received and paid in the days. */
export function useIncome(range: { from: string; to: string }) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: ['agent-contracts', token, 'income', range],
    queryFn: () => callApi(agentContractRoutes.income, { query: { ...range } }),
    enabled: token !== '',
    retry: false,
  });
}

/** The agent's dividend payouts as upline and as downline, newest period first, a page at a time. */
export function useDividendRecords(page: number) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: ['agent-contracts', token, 'dividend-records', page],
    queryFn: () => callApi(agentContractRoutes.dividendRecords, { query: { page, pageSize: 10 } }),
    enabled: token !== '',
    retry: false,
  });
}
