import { redEnvelopeRoutes } from '@gemilang/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRealMember, promotionsKey } from '../../shared/api/bonus-queries';
import { callApi } from '../../shared/api/client';
import i18n from '../../shared/i18n';
import { useSession } from '../../shared/session';

/**
 * The red envelope reads sit under the promotions prefix: an opened envelope pays a reward (a grant), so the reward
 * centre is read again with it. Keyed by language (event names come in the reader's words) and token.
 */
export const redEnvelopeKeys = {
  page: (language: string, token: string) => [...promotionsKey, 'red-envelopes', language, token] as const,
};

export function useRedEnvelopes() {
  const session = useSession();
  return useQuery({
    queryKey: redEnvelopeKeys.page(i18n.language, session?.token ?? ''),
    queryFn: async () => ({ ...(await callApi(redEnvelopeRoutes.events)), readAt: Date.now() }),
    enabled: isRealMember(session),
    staleTime: 15_000,
  });
}

/** Opening the member's envelope; every promotions read (this page's too) is read again after it. */
export function useOpenEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => callApi(redEnvelopeRoutes.claim, { body: { eventId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}
