import type { TAdminDeposit } from '@gemilang/contract';
import { Check, RefreshCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { canCheck, canDecide, depositMoney } from './deposit-labels';

export type Decision = { deposit: TAdminDeposit; action: 'approve' | 'reject' | 'check' };

/** The row's buttons: approve and reject a waiting bank transfer, or ask the gateway about an online one. */
export function DepositActions({ deposit, onDecide }: { deposit: TAdminDeposit; onDecide: (d: Decision) => void }) {
  const { t } = useTranslation('deposits');
  const named = { id: deposit.id, amount: depositMoney(deposit), username: deposit.username };
  if (canDecide(deposit)) {
    return (
      <div className="flex justify-end gap-1">
        <Button
          size="sm"
          variant="primary"
          aria-label={t('approveNamed', named)}
          onClick={(e) => {
            e.stopPropagation();
            onDecide({ deposit, action: 'approve' });
          }}
        >
          <Check aria-hidden className="size-3.5" />
          {t('approve')}
        </Button>
        <Button
          size="sm"
          aria-label={t('rejectNamed', named)}
          onClick={(e) => {
            e.stopPropagation();
            onDecide({ deposit, action: 'reject' });
          }}
        >
          <X aria-hidden className="size-3.5" />
          {t('reject')}
        </Button>
      </div>
    );
  }
  if (canCheck(deposit)) {
    return (
      <Button
        size="sm"
        aria-label={t('checkNamed', named)}
        onClick={(e) => {
          e.stopPropagation();
          onDecide({ deposit, action: 'check' });
        }}
      >
        <RefreshCw aria-hidden className="size-3.5" />
        {t('check')}
      </Button>
    );
  }
  return null;
}
