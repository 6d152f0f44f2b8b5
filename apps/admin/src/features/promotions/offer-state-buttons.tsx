import { promotionsAdminRoutes, type TAdminOffer, type TOfferState } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pause, Play, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { InlineMessage } from '../../shared/ui/states';

/**
 * Publish, pause, or take back to draft: the moves an offer in its state allows (a draft is published; a
 * published offer is paused; a paused one is published again or, if it never granted, taken back to draft).
 */
export function OfferStateButtons({ offer, size = 'md' }: { offer: TAdminOffer; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('promotions');
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (state: TOfferState) =>
      callApi(promotionsAdminRoutes.setOfferState, { params: { id: offer.id }, body: { state } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['promotions', 'offer', offer.id], saved);
      return queryClient.invalidateQueries({ queryKey: ['promotions', 'offers'] });
    },
  });
  const named = (action: string) => t(`actions.${action}Named`, { title: offer.code });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {offer.state !== 'published' ? (
        <Button
          size={size}
          variant="primary"
          aria-label={named('publish')}
          disabled={move.isPending}
          onClick={() => move.mutate('published')}
        >
          <Play aria-hidden className="size-3.5" />
          {t('actions.publish')}
        </Button>
      ) : (
        <Button size={size} aria-label={named('pause')} disabled={move.isPending} onClick={() => move.mutate('paused')}>
          <Pause aria-hidden className="size-3.5" />
          {t('actions.pause')}
        </Button>
      )}
      {offer.state === 'paused' && offer.claims === 0 ? (
        <Button
          size={size}
          variant="ghost"
          aria-label={named('draft')}
          disabled={move.isPending}
          onClick={() => move.mutate('draft')}
        >
          <Undo2 aria-hidden className="size-3.5" />
          {t('actions.draft')}
        </Button>
      ) : null}
      {move.isError ? <InlineMessage tone="bad">{errorMessage(move.error)}</InlineMessage> : null}
    </div>
  );
}
