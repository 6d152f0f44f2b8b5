import type { TRecordType } from '@gemilang/contract';
import { recordRoutes } from '@gemilang/contract/web';
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
