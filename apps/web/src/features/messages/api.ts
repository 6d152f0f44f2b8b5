import type { TMarkMessagesRead } from '@gemilang/contract';
import { messageRoutes } from '@gemilang/contract/web';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { useSession } from '../../shared/session';

/** Keyed by token: another sign-in never sees the previous member's messages from the cache. */
export const messageKeys = {
  all: ['messages'] as const,
  page: (token: string, page: number) => ['messages', token, 'page', page] as const,
  unread: (token: string) => ['messages', token, 'unread'] as const,
};

export const MESSAGES_PAGE_SIZE = 10;

export function useMessagePage(page: number) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: messageKeys.page(token, page),
    queryFn: () => callApi(messageRoutes.list, { query: { page, pageSize: MESSAGES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    enabled: token !== '',
  });
}

/** The number of unread messages (CSP_unreadCount), for a badge. */
export function useUnreadCount() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: messageKeys.unread(token),
    queryFn: () => callApi(messageRoutes.unreadCount),
    enabled: token !== '',
    staleTime: 30_000,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TMarkMessagesRead) => callApi(messageRoutes.markRead, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export function fetchMessage(id: string) {
  return callApi(messageRoutes.one, { params: { id } });
}
