import type { TVendorTransfer, TVendorWallet, TVendorWallets } from '@gemilang/contract';
import { parseAmount } from '@gemilang/contract';
import { ArrowDownToLine, ArrowUpFromLine, CheckCircle2, Clock, RotateCw, Undo2, Wallet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { formatAmount } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { TextField } from '../../shared/ui/text-field';
import { useVendorWallets, useWalletTransfer } from './api';

const selectClass =
  'min-h-11 w-full rounded-lg border border-line bg-night/70 px-3 text-base text-ink focus-visible:border-gold focus-visible:outline-none sm:text-sm';

/**
 * My wallet (transferFund; ADR 040): the main wallet and each transfer-mode vendor's sub-wallet,
 * read from the vendor with a refresh; transfers in and out, and everything back to the main wallet. A
 * vendor that did not answer shows its balance as unknown, never as zero; a transfer the vendor has not
 * confirmed yet is said to be on its way, not done.
 */
export function MyWalletPage() {
  const { t } = useTranslation('gameWallet');
  const wallets = useVendorWallets();
  let body: React.ReactNode;
  if (wallets.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-6">
        <p className="text-ink">{wallets.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void wallets.refetch()}>
          <RotateCw size={16} aria-hidden="true" />
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!wallets.data) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-20" />
        <Skeleton className="h-11" />
      </div>
    );
  } else {
    body = <Wallets data={wallets.data} refreshing={wallets.isFetching} onRefresh={() => void wallets.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>
      {body}
    </div>
  );
}

type Direction = 'in' | 'out';

function Wallets({
  data,
  refreshing,
  onRefresh,
}: {
  data: TVendorWallets;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('gameWallet');
  const transfer = useWalletTransfer();
  const m = (value: string) => `${data.currency} ${formatAmount(value, data.exponent)}`;
  const [direction, setDirection] = useState<Direction>('in');
  const [vendor, setVendor] = useState(data.vendors[0]?.vassalage ?? '');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TVendorTransfer[] | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const chosen = data.vendors.find((v) => v.vassalage === vendor);

  const reset = () => {
    setProblem(null);
    setFormError(null);
    setKey(newIdempotencyKey());
  };
  const pick = (next: Direction, code: string) => {
    setDirection(next);
    setVendor(code);
    reset();
    document.getElementById('game-wallet-amount')?.focus();
  };
  const sendError = (error: Error) => {
    setFormError(error instanceof ApiError ? error.message : t('failed'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending || !chosen) return;
    const parsed = parseAmount(amount.trim(), data.exponent);
    if (amount.trim() === '') return setProblem(t('errors.amountRequired'));
    if (!parsed.ok) return setProblem(t(`errors.${parsed.problem}`));
    setOutcome(null);
    transfer.mutate(
      { action: direction, vassalage: chosen.vassalage, amount: amount.trim(), idempotencyKey: key },
      {
        onSuccess: (result) => {
          setOutcome(result.transfers);
          setAmount('');
          setKey(newIdempotencyKey());
        },
        onError: sendError,
      },
    );
  };

  const allBack = () => {
    if (transfer.isPending) return;
    setOutcome(null);
    setFormError(null);
    transfer.mutate(
      { action: 'allBack', idempotencyKey: newIdempotencyKey() },
      { onSuccess: (result) => setOutcome(result.transfers), onError: sendError },
    );
  };

  const max = direction === 'in' ? data.balance : (chosen?.balance ?? null);
  return (
    <>
      <section
        aria-label={t('main.label')}
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-full bg-raised text-gold">
            <Wallet size={20} aria-hidden="true" />
          </span>
          <div className="flex flex-col">
            <span className="text-ink-soft text-sm">{t('main.label')}</span>
            <span className="tabular font-semibold text-2xl text-gold" data-testid="main-balance">
              {m(data.balance)}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="md" onClick={onRefresh} loading={refreshing} aria-label={t('refresh')}>
            <RotateCw size={16} aria-hidden="true" />
            {t('refreshShort')}
          </Button>
          <Button variant="outline" size="md" onClick={allBack} disabled={data.vendors.length === 0}>
            <Undo2 size={16} aria-hidden="true" />
            {t('allBack')}
          </Button>
        </div>
      </section>

      {outcome ? <Outcome transfers={outcome} money={m} /> : null}

      {data.vendors.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface/60 p-6 text-center text-ink-soft text-sm">
          {t('none')}
        </p>
      ) : (
        <ul aria-label={t('vendors')} className="grid gap-3 sm:grid-cols-2">
          {data.vendors.map((v) => (
            <VendorCard key={v.vassalage} vendor={v} money={m} onPick={pick} />
          ))}
        </ul>
      )}

      {data.vendors.length > 0 ? (
        <form noValidate onSubmit={submit} aria-label={t('form.label')} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-ink-soft text-sm">{t('form.direction')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {(['in', 'out'] as const).map((d) => (
                <label
                  key={d}
                  className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 text-sm ${
                    direction === d ? 'border-gold bg-gold/15 text-gold' : 'border-line text-ink-soft'
                  }`}
                >
                  <input
                    type="radio"
                    name="direction"
                    value={d}
                    checked={direction === d}
                    onChange={() => {
                      setDirection(d);
                      reset();
                    }}
                    className="sr-only"
                  />
                  {d === 'in' ? t('form.in') : t('form.out')}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex flex-col gap-1.5 text-sm">
            <span className="text-ink-soft">{t('form.vendor')}</span>
            <select
              className={selectClass}
              value={vendor}
              onChange={(e) => {
                setVendor(e.target.value);
                reset();
              }}
            >
              {data.vendors.map((v) => (
                <option key={v.vassalage} value={v.vassalage}>
                  {v.name}
                </option>
              ))}
            </select>
          </label>
          <div className="flex items-start gap-2">
            <div className="flex-1">
              <TextField
                id="game-wallet-amount"
                label={t('form.amount')}
                required
                inputMode="decimal"
                autoComplete="off"
                maxLength={40}
                value={amount}
                onChange={(e) => {
                  setAmount(e.target.value);
                  reset();
                }}
                error={problem}
                hint={max === null ? undefined : t('form.hint', { max: m(max) })}
              />
            </div>
            <Button
              type="button"
              variant="secondary"
              className="mt-7"
              disabled={max === null}
              onClick={() => {
                if (max !== null) setAmount(max);
                reset();
              }}
              aria-label={t('form.allLabel')}
            >
              {t('form.all')}
            </Button>
          </div>
          {formError ? (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
              {formError}
            </p>
          ) : null}
          <Button type="submit" size="lg" loading={transfer.isPending} className="w-full sm:w-auto sm:self-start">
            {direction === 'in' ? (
              <ArrowDownToLine size={18} aria-hidden="true" />
            ) : (
              <ArrowUpFromLine size={18} aria-hidden="true" />
            )}
            {direction === 'in' ? t('form.submitIn') : t('form.submitOut')}
          </Button>
        </form>
      ) : null}
    </>
  );
}

function VendorCard({
  vendor,
  money,
  onPick,
}: {
  vendor: TVendorWallet;
  money: (value: string) => string;
  onPick: (direction: Direction, code: string) => void;
}) {
  const { t } = useTranslation('gameWallet');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-col">
          <span className="font-semibold text-ink">{vendor.name}</span>
          {vendor.status === 'maintenance' ? <span className="text-warning text-xs">{t('maintenance')}</span> : null}
        </div>
        <span className="tabular font-semibold text-ink" data-testid={`vendor-balance-${vendor.vassalage}`}>
          {vendor.balance === null ? t('unavailable') : money(vendor.balance)}
        </span>
      </div>
      {vendor.pending > 0 ? (
        <p className="flex items-center gap-2 text-ink-soft text-xs">
          <Clock size={14} aria-hidden="true" />
          {t('pendingCount', { count: vendor.pending })}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={vendor.status !== 'active'}
          onClick={() => onPick('in', vendor.vassalage)}
          aria-label={t('card.inLabel', { vendor: vendor.name })}
        >
          {t('card.in')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPick('out', vendor.vassalage)}
          aria-label={t('card.outLabel', { vendor: vendor.name })}
        >
          {t('card.out')}
        </Button>
      </div>
    </li>
  );
}

function Outcome({ transfers, money }: { transfers: TVendorTransfer[]; money: (value: string) => string }) {
  const { t } = useTranslation('gameWallet');
  if (transfers.length === 0) {
    return (
      <p role="status" className="rounded-xl border border-line bg-surface p-4 text-ink-soft text-sm">
        {t('outcome.nothing')}
      </p>
    );
  }
  return (
    <ul role="status" className="flex flex-col gap-2">
      {transfers.map((tr) => {
        const words = { amount: money(tr.amount), vendor: tr.vassalage };
        const done = tr.state === 'done';
        return (
          <li
            key={tr.id}
            className={`flex items-start gap-3 rounded-xl border p-4 text-sm ${
              done ? 'border-success/40 bg-success/10' : 'border-warning/40 bg-warning/10'
            }`}
          >
            {done ? (
              <CheckCircle2 size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
            ) : (
              <Clock size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-warning" />
            )}
            <span className="text-ink">{t(`outcome.${tr.direction}.${tr.state}`, words)}</span>
          </li>
        );
      })}
    </ul>
  );
}
