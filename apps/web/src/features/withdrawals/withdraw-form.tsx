import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { useWithdrawLimits } from './api';
import { WithdrawFormBody } from './withdraw-form-body';

/** The withdrawal form once the brand's limits are loaded. */
export function WithdrawForm() {
  const { t } = useTranslation('withdraw');
  const limits = useWithdrawLimits();

  if (limits.isError) return <LoadFailed message={limits.error.message} onRetry={() => void limits.refetch()} />;
  if (!limits.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-16" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    );
  }
  return <WithdrawFormBody limits={limits.data} />;
}
