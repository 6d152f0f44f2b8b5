import { lotteryAdminRoutes, type TAdminDraw } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { ReasonDialog } from '../../shared/ui/reason-dialog';

/**
 * What an operator does to a draw with a reason: void it (every bet refunded by the server) or close its sales
 * now (the bets placed stay and settle with the draw). The dialog says how many bets that concerns; the draw
 * lists and the draw's own page are read again afterwards.
 */
export type DrawAction = 'void' | 'close';

const routes = { void: lotteryAdminRoutes.voidDraw, close: lotteryAdminRoutes.closeDrawSales } as const;

export function DrawActionDialog({
  action,
  draw,
  onClose,
}: {
  action: DrawAction;
  draw: TAdminDraw | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const act = useMutation({
    mutationFn: (target: TAdminDraw) =>
      callApi(routes[action], { params: { id: target.id }, body: { reason: reason.trim() } }),
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
          act.reset();
          onClose();
        }
      }}
      title={draw ? t(`${action}.title`, { game: draw.gameName, draw: draw.drawNumber }) : ''}
      description={draw ? t(`${action}.text`, { bets: draw.betCount.toLocaleString('en') }) : ''}
      confirmLabel={t(`${action}.confirm`)}
      danger={action === 'void'}
      pending={act.isPending}
      error={act.isError ? errorMessage(act.error) : null}
      onConfirm={() => draw && act.mutate(draw)}
      reason={reason}
      onReasonChange={setReason}
    />
  );
}
