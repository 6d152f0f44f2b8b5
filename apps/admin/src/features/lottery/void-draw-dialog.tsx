import { lotteryAdminRoutes, type TAdminDraw } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { ReasonDialog } from '../../shared/ui/reason-dialog';

/**
 * Voids a draw with a reason: every bet on it is refunded by the server, so the dialog says how many bets and
 * how much stake that is. The draw lists and the draw's own page are read again afterwards.
 */
export function VoidDrawDialog({ draw, onClose }: { draw: TAdminDraw | null; onClose: () => void }) {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const voidIt = useMutation({
    mutationFn: (target: TAdminDraw) =>
      callApi(lotteryAdminRoutes.voidDraw, { params: { id: target.id }, body: { reason: reason.trim() } }),
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
          voidIt.reset();
          onClose();
        }
      }}
      title={draw ? t('void.title', { game: draw.gameName, draw: draw.drawNumber }) : ''}
      description={draw ? t('void.text', { bets: draw.betCount.toLocaleString('en') }) : ''}
      confirmLabel={t('void.confirm')}
      danger
      pending={voidIt.isPending}
      error={voidIt.isError ? errorMessage(voidIt.error) : null}
      onConfirm={() => draw && voidIt.mutate(draw)}
      reason={reason}
      onReasonChange={setReason}
    />
  );
}
