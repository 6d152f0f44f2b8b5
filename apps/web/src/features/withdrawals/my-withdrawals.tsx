import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { MY_WITHDRAWALS_PAGE_SIZE, useMyWithdrawals } from './api';
import { WithdrawalCard } from './withdrawal-card';

/** The member's withdrawals, a page at a time. */
export function MyWithdrawals() {
  const { t } = useTranslation('withdraw');
  const [page, setPage] = useState(1);
  const query = useMyWithdrawals(page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / MY_WITHDRAWALS_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="my-withdrawals" className="flex flex-col gap-3">
      <h3 id="my-withdrawals" className="font-semibold text-ink">
        {t('mine.title')}
      </h3>
      {query.isError ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-2">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : query.data.items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line bg-surface/60 px-6 py-8 text-center">
          <p className="font-medium text-ink">{t('mine.emptyTitle')}</p>
          <p className="mt-1 text-ink-soft text-sm">{t('mine.emptyText')}</p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {query.data.items.map((w) => (
              <li key={w.id}>
                <WithdrawalCard withdrawal={w} />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('mine.pages')} className="flex items-center justify-between gap-2">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('mine.previous')}
              </Button>
              <span className="tabular text-ink-soft text-sm">{t('mine.pageOf', { page, pages })}</span>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('mine.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
