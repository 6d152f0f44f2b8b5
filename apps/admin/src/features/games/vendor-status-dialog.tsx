import { gamesAdminRoutes, type TAdminVendor } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { ReasonDialog } from '../../shared/ui/reason-dialog';

/**
 * Puts a vendor under maintenance, or makes it active again, with a reason for the audit log. Under
 * maintenance members cannot launch its games; rounds already open still settle through the wallet.
 */
export function VendorStatusDialog({ vendor, onClose }: { vendor: TAdminVendor | null; onClose: () => void }) {
  const { t } = useTranslation('games');
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const next = vendor?.status === 'maintenance' ? 'active' : 'maintenance';
  const change = useMutation({
    mutationFn: (target: TAdminVendor) =>
      callApi(gamesAdminRoutes.setVendorStatus, {
        params: { code: target.code },
        body: { status: next, reason: reason.trim() },
      }),
    onSuccess: async () => {
      setReason('');
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['games'] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
  return (
    <ReasonDialog
      open={vendor !== null}
      onOpenChange={(open) => {
        if (!open) {
          change.reset();
          onClose();
        }
      }}
      title={vendor ? t(`vendorStatus.${next}.title`, { vendor: vendor.name }) : ''}
      description={vendor ? t(`vendorStatus.${next}.text`) : ''}
      confirmLabel={t(`vendorStatus.${next}.confirm`)}
      danger={next === 'maintenance'}
      pending={change.isPending}
      error={change.isError ? errorMessage(change.error) : null}
      onConfirm={() => vendor && change.mutate(vendor)}
      reason={reason}
      onReasonChange={setReason}
    />
  );
}
