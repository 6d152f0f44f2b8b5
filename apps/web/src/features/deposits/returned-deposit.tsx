import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { navigation, stillOpen, useDeposit } from './api';
import { shown } from './deposit-money';
import { StateBadge, StateIcon } from './deposit-state';

/** The deposit the gateway sent the member back for (or the one just submitted), with its outcome. */
export function ReturnedDeposit({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('deposit');
  const query = useDeposit(id);
  const deposit = query.data;
  return (
    <section
      aria-label={t('status.title', { id })}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      {query.isError ? (
        <div role="alert" className="flex flex-col gap-2">
          <p className="text-ink">{query.error.message}</p>
          <div>
            <Button variant="secondary" size="sm" onClick={onClose}>
              {t('status.close')}
            </Button>
          </div>
        </div>
      ) : !deposit ? (
        <div role="status" aria-busy="true" aria-label={t('status.checking')} className="flex flex-col gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-64" />
        </div>
      ) : (
        <>
          <div className="flex items-start gap-3">
            <StateIcon state={deposit.state} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h3 className="font-semibold text-ink">{t('status.title', { id })}</h3>
              <p role="status" className="text-ink-soft text-sm">
                {t(`outcome.${deposit.state}`, { amount: shown(deposit.currency, deposit.amount) })}
              </p>
              {deposit.reason ? (
                <p className="text-ink-soft text-sm">{t('recent.reason', { reason: deposit.reason })}</p>
              ) : null}
            </div>
            <StateBadge state={deposit.state} />
          </div>
          <div className="flex flex-wrap gap-2">
            {deposit.paymentUrl ? (
              <Button variant="outline" size="sm" onClick={() => navigation.assign(deposit.paymentUrl ?? '')}>
                {t('recent.continuePayment')}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={onClose}>
              {stillOpen(deposit) ? t('status.close') : t('status.another')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
