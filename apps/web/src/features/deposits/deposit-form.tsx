import type { TDeposit } from '@gemilang/contract';
import { Clock, CreditCard, Landmark, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { useDepositMethods } from './api';
import { moneyFormatter } from './deposit-money';
import { MethodForm } from './method-form';

/** The brand's deposit methods as cards and the chosen method's form; a note where the brand has none. */
export function DepositForm() {
  const { t } = useTranslation('deposit');
  const methods = useDepositMethods();
  const [methodId, setMethodId] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<TDeposit | null>(null);

  const list = methods.data?.methods ?? [];
  const method = list.find((m) => m.id === methodId) ?? list[0] ?? null;

  if (methods.isError) {
    return <LoadFailed message={methods.error.message} onRetry={() => void methods.refetch()} />;
  }
  if (!methods.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <Skeleton className="h-11" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (!method) {
    return (
      <EmptyState
        heading="h3"
        compact
        icon={<Wallet size={24} aria-hidden="true" />}
        title={t('noMethods.title')}
        text={t('noMethods.text')}
      />
    );
  }

  const { currency, exponent } = methods.data;
  const money = moneyFormatter(currency, exponent);

  if (submitted) {
    return (
      <section
        aria-label={t('submitted.title')}
        className="flex flex-col items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4"
      >
        <div className="flex items-center gap-3">
          <Clock size={24} aria-hidden="true" className="text-warning" />
          <h3 className="font-semibold text-ink">{t('submitted.title')}</h3>
        </div>
        <p role="status" className="text-ink-soft text-sm">
          {t('submitted.text', { amount: money(submitted.amount), id: submitted.id })}
        </p>
        <Button variant="secondary" size="sm" onClick={() => setSubmitted(null)}>
          {t('status.another')}
        </Button>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-ink-soft text-sm">{t('method')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {list.map((m) => {
            const Icon = m.kind === 'bank_transfer' ? Landmark : CreditCard;
            const checked = m.id === method.id;
            return (
              <label
                key={m.id}
                className={[
                  'flex min-h-20 cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold',
                  checked ? 'border-gold bg-gold/10' : 'border-line bg-surface hover:border-gold/50',
                ].join(' ')}
              >
                <input
                  type="radio"
                  name="deposit-method"
                  value={m.id}
                  checked={checked}
                  onChange={() => setMethodId(m.id)}
                  className="sr-only"
                />
                <span
                  className={`grid size-10 shrink-0 place-items-center rounded-lg ${checked ? 'bg-gold/20 text-gold' : 'bg-raised text-ink-soft'}`}
                >
                  <Icon size={20} aria-hidden="true" />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold text-ink text-sm">{m.name}</span>
                  <span className="text-ink-soft text-xs tabular-nums">
                    {t('limits', { min: money(m.min), max: money(m.max) })}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <MethodForm key={method.id} method={method} currency={currency} exponent={exponent} onSubmitted={setSubmitted} />
    </div>
  );
}
