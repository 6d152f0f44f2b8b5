import type { TBetProduct, TBetStatus, TRecordType } from '@gemilang/contract';
import { betRoutes, recordRoutes, teamRoutes } from '@gemilang/contract/web';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { useSession } from '../../shared/session';

export interface HistoryFilter {
  type: TRecordType;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** Keyed by token and filter; a new movement (a live balance event) can invalidate `['records']`. */
export const recordKeys = {
  all: ['records'] as const,
  history: (token: string, filter: HistoryFilter) => ['records', token, filter] as const,
};

/** The member's account record, or (with `team`) the agent's downline transaction details. */
export function useTransactionHistory(filter: HistoryFilter & { account?: string }, team = false) {
  const token = useSession()?.token ?? '';
  const { account, ...rest } = filter;
  return useQuery({
    queryKey: [...recordKeys.history(token, filter), team ? 'team' : 'own'],
    queryFn: () =>
      team
        ? callApi(teamRoutes.transactions, { query: { ...rest, ...(account ? { account } : {}) } })
        : callApi(recordRoutes.transactions, { query: { ...rest } }),
    placeholderData: keepPreviousData,
    enabled: token !== '',
    retry: false,
  });
}

export interface BetRecordFilter {
  product: 'all' | TBetProduct;
  status: 'all' | TBetStatus;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/**
 * The member's betting record, or (with `team`) the agent's team betting history, filtered by an account of
 * the team when one is given. Under `['records']` too: a settlement's balance event refreshes it.
 */
export function useBetRecord(filter: BetRecordFilter & { account?: string }, team = false) {
  const token = useSession()?.token ?? '';
  const { account, ...rest } = filter;
  return useQuery({
    queryKey: ['records', team ? 'team-bets' : 'bets', token, filter],
    queryFn: () =>
      team
        ? callApi(betRoutes.teamBets, { query: { ...rest, ...(account ? { account } : {}) } })
        : callApi(betRoutes.bets, { query: { ...rest } }),
    placeholderData: keepPreviousData,
    enabled: token !== '',
    retry: false,
  });
}

export function useProfitReport(range: { from: string; to: string }) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: ['records', 'profit', token, range],
    queryFn: () => callApi(betRoutes.profit, { query: { ...range } }),
    placeholderData: keepPreviousData,
    enabled: token !== '',
    retry: false,
  });
}

/** The agent's user profit and loss statements: one row a member of the team, paged. */
export function useTeamProfit(filter: { from: string; to: string; account: string; page: number; pageSize: number }) {
  const token = useSession()?.token ?? '';
  const { account, ...rest } = filter;
  return useQuery({
    queryKey: ['records', 'team-profit', token, filter],
    queryFn: () => callApi(betRoutes.teamProfit, { query: { ...rest, ...(account ? { account } : {}) } }),
    placeholderData: keepPreviousData,
    enabled: token !== '',
    retry: false,
  });
}
