import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { Pager as SharedPager } from '../../shared/ui/pager';
import { Skeleton } from '../../shared/ui/skeleton';

/** Shared pieces of the agent centre's pages: loading, failure, empty, money with its sign, paging. */

export const inputClass =
  'min-h-11 w-full min-w-0 rounded-lg border border-line bg-night/70 px-3 text-base text-ink [color-scheme:dark] focus-visible:border-gold focus-visible:outline-none sm:text-sm';

export function Loading({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('agent');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-6 text-center"
    >
      <p className="text-ink">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw size={16} aria-hidden="true" />
        {t('retry')}
      </Button>
    </div>
  );
}

export function Empty({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-raised text-ink-soft">{icon}</span>
      <h3 className="mt-4 font-semibold text-ink">{title}</h3>
      <p className="mt-2 max-w-md text-ink-soft text-sm">{text}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/** An amount that can be negative (profit and loss): red below zero, a true minus sign. */
export function SignedAmount({ value, exponent }: { value: string; exponent: number }) {
  const negative = value.startsWith('-');
  const zero = /^-?0(\.0+)?$/.test(value);
  return (
    <span className={`tabular-nums ${zero ? 'text-ink' : negative ? 'text-danger' : 'text-success'}`}>
      {negative && !zero ? '−' : ''}
      {formatAmount(value.replace(/^-/, ''), exponent)}
    </span>
  );
}

/** The downline list's pager, in the agent centre's words. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('agent');
  return (
    <SharedPager
      page={page}
      pages={pages}
      onPage={onPage}
      labels={{
        pages: t('members.pages'),
        previous: t('members.previous'),
        next: t('members.next'),
        pageOf: t('members.pageOf', { page, pages }),
      }}
    />
  );
}
