import { lotteryAdminRoutes, type TAdminDraw } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { ReasonDialog } from '../../shared/ui/reason-dialog';

/**
 * Closes an open draw's sales now, with a reason: the bets placed stay and settle with the draw, later ones are
 * refused. The draw lists and the draw's own page are read again afterwards.
 */
export function CloseSalesDialog({ draw, onClose }: { draw: TAdminDraw | null; onClose: () => void }) {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const close = useMutation({
    mutationFn: (target: TAdminDraw) =>
      callApi(lotteryAdminRoutes.closeDrawSales, { params: { id: target.id }, body: { reason: reason.trim() } }),
    onSuccess: async () => {
      setReason('');
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['lottery'] });
    },
  });
  return (
    <ReasonDialog
      open={draw !== null}
      onOpenChange={(open) => {
        if (!open) {
          close.reset();
          onClose();
        }
      }}
      title={draw ? t('close.title', { game: draw.gameName, draw: draw.drawNumber }) : ''}
      description={draw ? t('close.text', { bets: draw.betCount.toLocaleString('en') }) : ''}
      confirmLabel={t('close.confirm')}
      pending={close.isPending}
      error={close.isError ? errorMessage(close.error) : null}
      onConfirm={() => draw && close.mutate(draw)}
      reason={reason}
      onReasonChange={setReason}
    />
  );
}
