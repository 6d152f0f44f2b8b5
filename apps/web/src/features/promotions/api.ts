import type { TApplyRequest } from '@gemilang/contract';
import { promotionRoutes } from '@gemilang/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { promotionsKey } from '../../shared/api/bonus-queries';
import { ApiError, callApi } from '../../shared/api/client';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { uploadImage } from '../../shared/api/upload';
import i18n from '../../shared/i18n';
import { useSession } from '../../shared/session';

/**
 * Keyed by language (the server writes titles and rules in the reader's words) and by token (the claim state
 * on every card is the caller's: another sign-in never sees the previous member's states from the cache).
 */
export const promotionKeys = {
  all: promotionsKey,
  hall: (language: string, token: string) => [...promotionsKey, 'hall', language, token] as const,
  detail: (language: string, token: string, id: string) => [...promotionsKey, 'detail', language, token, id] as const,
};

/** The whole hall: the page filters by category itself, so a chip answers without a round trip. */
export function usePromotionHall() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionKeys.hall(i18n.language, token),
    queryFn: () => callApi(promotionRoutes.hall, { personal: true }),
    staleTime: 30_000,
  });
}

/** An id the server could know: the contract's offer id (a positive integer); anything else is not found without asking. */
export const wellFormedOfferId = (id: string | null): id is string => id !== null && /^[1-9]\d{0,17}$/.test(id);

export function usePromotion(id: string | null) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionKeys.detail(i18n.language, token, id ?? ''),
    queryFn: () => callApi(promotionRoutes.detail, { params: { id: id ?? '' }, personal: true }),
    enabled: wellFormedOfferId(id),
    // An offer that is not there (404) will not be there a second later: say so at once, ask again only after a fault.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

/** A claim is one the member means: a fresh idempotency key per press, so a double tap claims once. */
export function useClaim(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(promotionRoutes.claim, { params: { id }, body: { idempotencyKey: newIdempotencyKey() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

/** Each image is uploaded first (the server checks its content), then the application refers to the uploads. */
export function useApply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ comment, images }: { comment: string; images: File[] }) => {
      const imageIds: string[] = [];
      for (const image of images) imageIds.push((await uploadImage('promotion_application', image)).id);
      const body: TApplyRequest = { comment, imageIds };
      return callApi(promotionRoutes.apply, { params: { id }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
