import { messageRoutes, supportChatRoutes } from '@gemilang/contract/web';
import { useQuery } from '@tanstack/react-query';
import { isRealMember } from '../../shared/api/bonus-queries';
import { callApi } from '../../shared/api/client';
import { type Session, useSession } from '../../shared/session';
import { storedVisitorKey, visitorKey } from './visitor-key';

export const chatKeys = {
  unread: (who: string) => ['support-chat', 'unread', who] as const,
  status: ['support-chat', 'status'] as const,
};

/** The body's caller: nothing for a signed-in real member (the token says who), else this browser's visitor key. */
export function callerOf(session: Session | null): { visitorKey?: string } {
  return isRealMember(session) ? {} : { visitorKey: visitorKey() };
}

/**
 * The chat replies not read, for the side bar's badge: a member's from the relay CSP_unreadCount (its `chat` beside the
 * messages' count), a visitor's only once this browser has chatted (has a key).
 */
export function useChatUnread(): number {
  const session = useSession();
  const member = isRealMember(session);
  const key = member ? null : storedVisitorKey();
  const query = useQuery({
    queryKey: chatKeys.unread(member ? (session?.token ?? '') : (key ?? '')),
    queryFn: async () =>
      member
        ? (await callApi(messageRoutes.unreadCount)).chat
        : (await callApi(supportChatRoutes.unread, { personal: true, body: { visitorKey: key ?? '' } })).count,
    enabled: member || key !== null,
    staleTime: 30_000,
  });
  return query.data ?? 0;
}
