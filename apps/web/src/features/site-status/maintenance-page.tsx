import type { TSiteStatus } from '@gemilang/contract';
import { Wrench } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { NoticeFrame } from './notice-frame';

/**
 * Every path shows this while the site is in maintenance: the operator's message and the
 * announced window in the merchant's time zone, and a way to check again without reloading.
 */
export function MaintenancePage({
  status,
  onRetry,
  corner,
}: {
  status: TSiteStatus;
  onRetry: () => void;
  corner?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const zone = status.merchant.timeZone;
  const from = formatDateTime(status.maintenanceFrom, zone);
  const until = formatDateTime(status.maintenanceUntil, zone);

  useEffect(() => {
    document.title = `${t('maintenance.title')} · ${status.merchant.name}`;
  }, [t, status.merchant.name]);

  return (
    <NoticeFrame icon={<Wrench size={32} aria-hidden="true" />} brand={status.merchant.name} corner={corner}>
      <h1 className="mt-6 text-2xl font-bold text-ink">{t('maintenance.title')}</h1>
      <p className="mt-3 text-ink-soft">{t('maintenance.text', { brand: status.merchant.name })}</p>
      {status.maintenanceMessage ? (
        <p className="mt-4 rounded-xl border border-line bg-raised p-4 text-left whitespace-pre-line text-ink">
          {status.maintenanceMessage}
        </p>
      ) : null}
      {from || until ? (
        <dl className="tabular mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-sm">
          {from ? (
            <>
              <dt className="text-ink-soft">{t('maintenance.from')}</dt>
              <dd className="text-ink">{from}</dd>
            </>
          ) : null}
          {until ? (
            <>
              <dt className="text-ink-soft">{t('maintenance.until')}</dt>
              <dd className="text-ink">{until}</dd>
            </>
          ) : null}
          <dt className="text-ink-soft">{t('maintenance.zone')}</dt>
          <dd className="text-ink">{zone}</dd>
        </dl>
      ) : null}
      <Button className="mt-6" onClick={onRetry}>
        {t('maintenance.retry')}
      </Button>
    </NoticeFrame>
  );
}
