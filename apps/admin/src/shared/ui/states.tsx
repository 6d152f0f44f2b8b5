import { AlertTriangle, Inbox, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/client';
import { Button } from './button';

/** Grey bars where rows will be, so the layout does not jump when data arrives. */
export function Skeleton({ rows = 6, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={label ?? t('states.loading')} className="space-y-2 p-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="h-5 animate-pulse rounded bg-sunken" style={{ width: `${90 - (i % 3) * 15}%` }} />
      ))}
    </div>
  );
}

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <Inbox aria-hidden className="size-8 text-ink-faint" />
      <p className="font-medium text-ink">{title}</p>
      {hint ? <p className="max-w-md text-ink-soft">{hint}</p> : null}
      {action}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <AlertTriangle aria-hidden className="size-8 text-bad" />
      <p className="font-medium text-ink">{t('states.errorTitle')}</p>
      <p className="max-w-md text-ink-soft">{errorMessage(error)}</p>
      {onRetry ? (
        <Button onClick={onRetry}>
          <RotateCw aria-hidden className="size-3.5" />
          {t('actions.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** A short inline message under a form (saved, refused…), announced to screen readers. */
export function InlineMessage({ tone, children }: { tone: 'ok' | 'bad'; children: ReactNode }) {
  return (
    <p role={tone === 'bad' ? 'alert' : 'status'} className={`text-[13px] ${tone === 'bad' ? 'text-bad' : 'text-ok'}`}>
      {children}
    </p>
  );
}
