import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { navigation, useRecentDeposits } from './api';
import { shown } from './deposit-money';
import { StateBadge } from './deposit-state';

/** The member's recent deposits with their states. */
export function RecentDeposits() {
  const { t } = useTranslation('deposit');
  const merchant = useMerchant();
  const query = useRecentDeposits();
  const timeZone = merchant?.timeZone ?? 'Asia/Kuala_Lumpur';
  const items = query.data?.items;

  return (
    <section aria-labelledby="recent-deposits" className="flex flex-col gap-3">
      <h3 id="recent-deposits" className="font-semibold text-ink">
        {t('recent.title')}
      </h3>
      {query.isError ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4"
        >
          <p className="text-ink text-sm">{query.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <RotateCw size={16} aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      ) : !items ? (
        <div role="status" aria-busy="true" aria-label={t('recent.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface/60 p-4 text-center text-ink-soft text-sm">
          {t('recent.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((deposit) => (
            <li key={deposit.id} className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3">
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate font-medium text-ink text-sm">{deposit.methodName}</span>
                <span className="shrink-0 font-semibold text-gold tabular-nums">
                  {shown(deposit.currency, deposit.amount)}
                </span>
              </div>
              <div className="flex items-center justify-between gap-3">
                <span className="text-ink-soft text-xs tabular-nums">
                  #{deposit.id} · {formatDateTime(deposit.createdAt, timeZone)}
                </span>
                <StateBadge state={deposit.state} />
              </div>
              {deposit.reason ? (
                <p className="text-danger text-xs">{t('recent.reason', { reason: deposit.reason })}</p>
              ) : null}
              {deposit.paymentUrl ? (
                <div>
                  <Button variant="outline" size="sm" onClick={() => navigation.assign(deposit.paymentUrl ?? '')}>
                    {t('recent.continuePayment')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
