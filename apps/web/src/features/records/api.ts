import type { TBetProduct, TBetStatus, TRecordType } from '@gemilang/contract';
import { betRecordRoutes, recordRoutes } from '@gemilang/contract/web';
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

export function useTransactionHistory(filter: HistoryFilter) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: recordKeys.history(token, filter),
    queryFn: () => callApi(recordRoutes.transactions, { query: { ...filter } }),
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

/** Under `['records']` too: a settlement's balance event refreshes the betting record as the account record. */
export function useBetRecord(filter: BetRecordFilter) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: ['records', 'bets', token, filter],
    queryFn: () => callApi(betRecordRoutes.bets, { query: { ...filter } }),
    placeholderData: keepPreviousData,
    enabled: token !== '',
    retry: false,
  });
}

export function useProfitReport(range: { from: string; to: string }) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: ['records', 'profit', token, range],
    queryFn: () => callApi(betRecordRoutes.profit, { query: { ...range } }),
    placeholderData: keepPreviousData,
    enabled: token !== '',
    retry: false,
  });
}
