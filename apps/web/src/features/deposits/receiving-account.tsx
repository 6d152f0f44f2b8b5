import type { TDepositMethod } from '@gemilang/contract';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';

/** The brand's receiving bank account, each detail with a copy button. */
export function ReceivingAccount({
  account,
  instructions,
}: {
  account: NonNullable<TDepositMethod['receivingAccount']>;
  instructions: string;
}) {
  const { t } = useTranslation('deposit');
  const [copied, setCopied] = useState<string | null>(null);
  const rows = [
    { key: 'bank', label: t('receiving.bank'), value: account.bankName },
    { key: 'accountName', label: t('receiving.accountName'), value: account.accountName },
    { key: 'accountNumber', label: t('receiving.accountNumber'), value: account.accountNumber },
  ];

  async function copy(label: string, value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(t('receiving.copied', { field: label }));
    } catch {
      setCopied(t('receiving.copyFailed'));
    }
  }

  return (
    <section aria-label={t('receiving.title')} className="rounded-xl border border-line bg-surface p-3 sm:p-4">
      <h3 className="mb-2 font-semibold text-ink text-sm">{t('receiving.title')}</h3>
      <dl className="flex flex-col divide-y divide-line">
        {rows.map((row) => (
          <div key={row.key} className="flex items-center gap-3 py-2">
            <dt className="w-28 shrink-0 text-ink-soft text-xs sm:w-36 sm:text-sm">{row.label}</dt>
            <dd className="min-w-0 flex-1 break-words font-semibold text-ink text-sm tabular-nums">{row.value}</dd>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('receiving.copy', { field: row.label })}
              onClick={() => void copy(row.label, row.value)}
            >
              <Copy size={16} aria-hidden="true" />
            </Button>
          </div>
        ))}
      </dl>
      {instructions ? <p className="mt-2 text-ink-soft text-sm">{instructions}</p> : null}
      <p aria-live="polite" className="min-h-5 text-success text-xs">
        {copied}
      </p>
    </section>
  );
}
