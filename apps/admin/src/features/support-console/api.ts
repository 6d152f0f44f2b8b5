import {
  ApiError,
  maxUploadBytes,
  readEnvelope,
  supportChatAdminImagePath,
  supportChatAdminRoutes,
  type TSupportChatQueue,
  type TSupportChatState,
} from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import i18n from '../../shared/i18n';
import { getSession } from '../../shared/session';

/** Every read of the console under one key, so a live event refreshes what it touches. */
export const consoleKeys = {
  all: ['support-console'] as const,
  queues: ['support-console', 'queues'] as const,
  lists: ['support-console', 'list'] as const,
  list: (filter: ConversationFilter) => ['support-console', 'list', filter] as const,
  conversation: (id: string) => ['support-console', 'conversation', id] as const,
  messages: (id: string) => ['support-console', 'messages', id] as const,
  member: (id: string) => ['support-console', 'member', id] as const,
  colleagues: ['support-console', 'colleagues'] as const,
  canned: ['support-console', 'canned'] as const,
  offline: (state: string, page: number) => ['support-console', 'offline', state, page] as const,
};

/** Which conversations the list shows: a queue or both; waiting, open, mine or closed. */
export interface ConversationFilter {
  queue: TSupportChatQueue | '';
  view: 'waiting' | 'open' | 'mine' | 'closed';
}

export function useQueues() {
  // Staff coming online or leaving sends no event: the counts are read again every half minute besides.
  return useQuery({
    queryKey: consoleKeys.queues,
    queryFn: () => callApi(supportChatAdminRoutes.queues),
    refetchInterval: 30_000,
  });
}

export function useConversations(filter: ConversationFilter) {
  const state: TSupportChatState | undefined =
    filter.view === 'mine' ? 'open' : filter.view === 'closed' ? 'closed' : filter.view;
  return useQuery({
    queryKey: consoleKeys.list(filter),
    queryFn: () =>
      callApi(supportChatAdminRoutes.conversations, {
        query: {
          queue: filter.queue || undefined,
          state,
          mine: filter.view === 'mine' ? 'true' : undefined,
          page: 1,
          pageSize: 50,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: consoleKeys.conversation(id ?? ''),
    queryFn: () => callApi(supportChatAdminRoutes.conversation, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

/** The newest page of a conversation; older pages are asked for by the pane itself. */
export function useMessages(id: string | null) {
  return useQuery({
    queryKey: consoleKeys.messages(id ?? ''),
    queryFn: () => callApi(supportChatAdminRoutes.messages, { params: { id: id ?? '' }, query: { pageSize: 30 } }),
    enabled: id !== null,
  });
}

export function useMemberSummary(id: string | null) {
  return useQuery({
    queryKey: consoleKeys.member(id ?? ''),
    queryFn: () => callApi(supportChatAdminRoutes.memberSummary, { params: { id: id ?? '' } }),
    enabled: id !== null,
    staleTime: 15_000,
  });
}

export function useColleagues(enabled: boolean) {
  return useQuery({
    queryKey: consoleKeys.colleagues,
    queryFn: () => callApi(supportChatAdminRoutes.colleagues),
    enabled,
  });
}

export function useCannedReplies() {
  return useQuery({
    queryKey: consoleKeys.canned,
    queryFn: () => callApi(supportChatAdminRoutes.cannedReplies),
    staleTime: 60_000,
  });
}

const imageTypes = ['image/png', 'image/jpeg'];

/** Why a chosen image cannot be sent (its type or size), before anything goes to the server; null when it can. */
export function imageProblem(file: File): 'type' | 'size' | null {
  if (!imageTypes.includes(file.type)) return 'type';
  if (file.size > maxUploadBytes) return 'size';
  return null;
}

/** Uploads one image for a reply in conversation `id` (multipart, field `file`); answers its upload id. */
export async function uploadChatImage(id: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(supportChatAdminImagePath.replace(':id', encodeURIComponent(id)), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Language: i18n.language || 'en',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', i18n.t('common:errors.network'), 0);
  }
  const reply = readEnvelope(await response.json().catch(() => null));
  if (reply?.ok) return (reply.value as { id: string }).id;
  if (!reply) throw new ApiError('internal_error', i18n.t('common:errors.system'), response.status);
  throw new ApiError(reply.failure.code, reply.failure.message, response.status, reply.failure.details);
}
