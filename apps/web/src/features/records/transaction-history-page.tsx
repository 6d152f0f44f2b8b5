import { RECORD_MONTHS_ONLINE, type TRecordType, type TTransactionRow, walletEntryKinds } from '@gemilang/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ReceiptText, RotateCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatAmount, formatDateTime } from '../../shared/format';
import { subscribeRealtime } from '../../shared/realtime-events';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { recordKeys, useTransactionHistory } from './api';
import { type DayRange, monthsBefore, nextDays, previousDays, todayIn } from './date-range';

const PAGE_SIZE = 20;
const types: TRecordType[] = ['all', ...walletEntryKinds];
const quickPicks = [
  { key: 'previous7', pick: (today: string) => previousDays(7, today) },
  { key: 'previous30', pick: (today: string) => previousDays(30, today) },
  { key: 'next7', pick: (_today: string, range: DayRange) => nextDays(7, range) },
  { key: 'next30', pick: (_today: string, range: DayRange) => nextDays(30, range) },
] as const;

/**
 * The account record (member centre: transactionHistory): every movement of the wallet, by type and by
 * days in the merchant's zone with the spec's quick picks, paged; a table on wide screens, cards on a phone.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation('records');
  const merchant = useMerchant();
  // "Today" is the merchant's: the filter starts only once the zone is known (the shell has it already).
  if (!merchant) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  return <RecordPage timeZone={merchant.timeZone} merchantCurrency={merchant.currency} />;
}

function RecordPage({ timeZone, merchantCurrency }: { timeZone: string; merchantCurrency: string }) {
  const { t } = useTranslation('records');
  const today = todayIn(timeZone);
  const earliest = monthsBefore(today, RECORD_MONTHS_ONLINE);
  const [type, setType] = useState<TRecordType>('all');
  const [range, setRange] = useState<DayRange>(() => previousDays(7, today));
  const [page, setPage] = useState(1);
  const wide = useMediaQuery('(min-width: 640px)');
  const queryClient = useQueryClient();
  const query = useTransactionHistory({ type, ...range, page, pageSize: PAGE_SIZE });
  const ids = { type: useId(), from: useId(), to: useId() };

  // A movement made elsewhere (a deposit credited while the page is open) shows without a reload.
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'balance') void queryClient.invalidateQueries({ queryKey: recordKeys.all });
      }),
    [queryClient],
  );

  const change = (next: Partial<DayRange> & { type?: TRecordType }) => {
    if (next.type) setType(next.type);
    if (next.from !== undefined || next.to !== undefined) setRange((r) => ({ ...r, ...next }));
    setPage(1);
  };
  const activePick = quickPicks.findIndex(({ pick }) => {
    const target = pick(today, range);
    return target.from === range.from && target.to === range.to;
  });
  const data = query.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const currency = data?.currency ?? merchantCurrency;

  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>

      <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-surface/60 p-3 sm:p-4">
        <legend className="sr-only">{t('filters')}</legend>
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 sm:grid-cols-3">
          <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
            <label htmlFor={ids.type} className="font-medium text-ink-soft text-sm">
              {t('type')}
            </label>
            <select
              id={ids.type}
              value={type}
              onChange={(event) => change({ type: event.target.value as TRecordType })}
              className="min-h-11 rounded-lg border border-line bg-night/70 px-3 text-base text-ink focus-visible:border-gold focus-visible:outline-none sm:text-sm"
            >
              {types.map((value) => (
                <option key={value} value={value}>
                  {t(`types.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <DateField
            id={ids.from}
            label={t('from')}
            value={range.from}
            min={earliest}
            onChange={(from) => change({ from })}
          />
          <DateField id={ids.to} label={t('to')} value={range.to} min={range.from} onChange={(to) => change({ to })} />
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('quickPicks')}</legend>
          {quickPicks.map(({ key, pick }, index) => {
            const target = pick(today, range);
            // Two picks can name the same days (the last 7, and 7 from their start): mark the first only.
            const active = activePick === index;
            return (
              <Button
                key={key}
                variant={active ? 'outline' : 'secondary'}
                size="sm"
                aria-pressed={active}
                className="flex-1 sm:flex-none"
                onClick={() => change(target)}
              >
                {t(`picks.${key}`)}
              </Button>
            );
          })}
        </fieldset>
        <p className="text-ink-soft text-xs">{t('keptOnline', { months: RECORD_MONTHS_ONLINE, earliest })}</p>
      </fieldset>

      {query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-6 text-center"
        >
          <p className="text-ink">{query.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <RotateCw size={16} aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      ) : !data ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-12 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-raised text-ink-soft">
            <ReceiptText size={24} aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-semibold text-ink">{t('emptyTitle')}</h3>
          <p className="mt-2 max-w-md text-ink-soft text-sm">{t('emptyText')}</p>
        </div>
      ) : (
        <div aria-busy={query.isFetching || undefined} className="flex flex-col gap-3">
          <p className="text-ink-soft text-sm" aria-live="polite">
            {t('count', { count: data.total, from: data.from, to: data.to })}
          </p>
          {wide ? (
            <RecordTable rows={data.items} currency={currency} timeZone={timeZone} />
          ) : (
            <RecordCards rows={data.items} currency={currency} timeZone={timeZone} />
          )}
          {pages > 1 ? (
            <nav aria-label={t('pages')} className="flex items-center justify-center gap-3">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('previous')}
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                <ChevronLeft size={18} aria-hidden="true" />
              </Button>
              <span className="text-ink-soft text-sm tabular-nums">{t('pageOf', { page, pages })}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('next')}
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                <ChevronRight size={18} aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </div>
      )}
    </div>
  );
}

function DateField({
  id,
  label,
  value,
  min,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-ink-soft text-sm">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        required
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
        className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-night/70 px-3 text-base text-ink tabular-nums [color-scheme:dark] focus-visible:border-gold focus-visible:outline-none sm:text-sm"
      />
    </div>
  );
}

interface RowsProps {
  rows: TTransactionRow[];
  currency: string;
  timeZone: string;
}

function Amount({ value }: { value: string }) {
  const negative = value.startsWith('-');
  return (
    <span className={`font-semibold tabular-nums ${negative ? 'text-danger' : 'text-success'}`}>
      {negative ? '−' : '+'}
      {formatAmount(value.replace(/^-/, ''))}
    </span>
  );
}

function RecordTable({ rows, currency, timeZone }: RowsProps) {
  const { t } = useTranslation('records');
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('title')}</caption>
        <thead className="bg-raised text-ink-soft text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.time')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.type')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('columns.amount', { currency })}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('columns.balanceAfter', { currency })}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.reference')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.memo')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} className="bg-surface/60">
              <td className="whitespace-nowrap px-3 py-2 text-ink-soft tabular-nums">
                {formatDateTime(row.time, timeZone)}
              </td>
              <td className="px-3 py-2 text-ink">{t(`types.${row.type}`, { defaultValue: row.type })}</td>
              <td className="px-3 py-2 text-right">
                <Amount value={row.amount} />
              </td>
              <td className="px-3 py-2 text-right text-ink tabular-nums">{formatAmount(row.balanceAfter)}</td>
              <td className="px-3 py-2 font-mono text-ink-soft text-xs">{row.reference || '—'}</td>
              <td className="max-w-48 truncate px-3 py-2 text-ink-soft" title={row.memo}>
                {row.memo || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordCards({ rows, currency, timeZone }: RowsProps) {
  const { t } = useTranslation('records');
  return (
    <ul aria-label={t('title')} className="flex flex-col gap-2">
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-line bg-surface/60 p-3">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium text-ink">{t(`types.${row.type}`, { defaultValue: row.type })}</span>
            <span>
              <span className="sr-only">{t('columns.amount', { currency })}: </span>
              <Amount value={row.amount} />
            </span>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            <dt className="text-ink-soft">{t('columns.time')}</dt>
            <dd className="text-right text-ink tabular-nums">{formatDateTime(row.time, timeZone)}</dd>
            <dt className="text-ink-soft">{t('columns.balanceAfter', { currency })}</dt>
            <dd className="text-right text-ink tabular-nums">{formatAmount(row.balanceAfter)}</dd>
            <dt className="text-ink-soft">{t('columns.reference')}</dt>
            <dd className="break-all text-right font-mono text-ink-soft">{row.reference || '—'}</dd>
            {row.memo ? (
              <>
                <dt className="text-ink-soft">{t('columns.memo')}</dt>
                <dd className="break-words text-right text-ink-soft">{row.memo}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
