import type { TSiteStatus } from '@gemilang/contract';
import { Copy, ShieldBan } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { NoticeFrame } from './notice-frame';

/**
 * Every path shows this when the visitor's address or country is blocked. The address the
 * server saw is shown so the visitor can quote it to support if they believe it is a mistake.
 */
export function RegionBlockedPage({ status, corner }: { status: TSiteStatus; corner?: ReactNode }) {
  const { t } = useTranslation('pages');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    document.title = `${t('regionBlocked.title')} · ${status.merchant.name}`;
  }, [t, status.merchant.name]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(status.clientIp);
      setCopied(true);
    } catch {
      // No clipboard (insecure context, denied): the address stays on screen to copy by hand.
    }
  };

  return (
    <NoticeFrame icon={<ShieldBan size={32} aria-hidden="true" />} brand={status.merchant.name} corner={corner}>
      <h1 className="mt-6 text-2xl font-bold text-ink">{t('regionBlocked.title')}</h1>
      <p className="mt-3 text-ink-soft">{t('regionBlocked.text', { brand: status.merchant.name })}</p>
      <div className="mt-6 rounded-xl border border-line bg-raised p-4">
        <p className="text-sm text-ink-soft">{t('regionBlocked.ip')}</p>
        <p className="tabular mt-1 text-xl font-semibold break-all text-gold">{status.clientIp}</p>
        {status.country ? (
          <p className="mt-1 text-sm text-ink-soft">{t('regionBlocked.country', { country: status.country })}</p>
        ) : null}
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void copy()}>
          <Copy size={16} aria-hidden="true" />
          {copied ? t('regionBlocked.copied') : t('regionBlocked.copy')}
        </Button>
        <span role="status" className="sr-only">
          {copied ? t('regionBlocked.copied') : ''}
        </span>
      </div>
      <p className="mt-6 text-sm text-ink-soft">{t('regionBlocked.support')}</p>
    </NoticeFrame>
  );
}
