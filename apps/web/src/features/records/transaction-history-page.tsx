import { RECORD_MONTHS_ONLINE, type TRecordType, type TTransactionRow, walletEntryKinds } from '@gemilang/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { type DayRange, monthsBefore, previousDays, todayIn } from '../../shared/date-range';
import { formatAmount, formatDateTime } from '../../shared/format';
import { subscribeRealtime } from '../../shared/realtime-events';
import { DayRangeFilter } from '../../shared/ui/day-range-filter';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Pager } from '../../shared/ui/pager';
import { RecordLoading } from '../../shared/ui/record-loading';
import { Skeleton } from '../../shared/ui/skeleton';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { recordKeys, useTransactionHistory } from './api';
import { entryDescription, referenceLabel } from './entry-description';
import { AccountSearch, FilterSelect } from './record-parts';

const PAGE_SIZE = 20;
const types: TRecordType[] = ['all', ...walletEntryKinds];

/**
 * The account record (member centre: transactionHistory): every movement of the wallet, by type and by
 * days in the merchant's zone with the quick picks (shared/ui/day-range-filter.tsx), paged; a table on wide
 * screens, cards on a phone.
 */
export function TransactionHistoryPage() {
  return <TransactionHistoryOf team={false} />;
}

/**
 * The agent centre's downline transaction details: the same record over everyone below the agent,
 * or one account of the team typed in, with each movement's account.
 */
export function TeamTransactionsPage() {
  return <TransactionHistoryOf team />;
}

function TransactionHistoryOf({ team }: { team: boolean }) {
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
  return <RecordPage timeZone={merchant.timeZone} merchantCurrency={merchant.currency} team={team} />;
}

function RecordPage({
  timeZone,
  merchantCurrency,
  team,
}: {
  timeZone: string;
  merchantCurrency: string;
  team: boolean;
}) {
  const { t } = useTranslation('records');
  const today = todayIn(timeZone);
  const earliest = monthsBefore(today, RECORD_MONTHS_ONLINE);
  const [type, setType] = useState<TRecordType>('all');
  const [range, setRange] = useState<DayRange>(() => previousDays(7, today));
  const [page, setPage] = useState(1);
  const [account, setAccount] = useState('');
  const wide = useMediaQuery('(min-width: 640px)');
  const queryClient = useQueryClient();
  const query = useTransactionHistory({ type, ...range, page, pageSize: PAGE_SIZE, account }, team);

  // A movement made elsewhere (a deposit credited while the page is open) shows without a reload.
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'balance') void queryClient.invalidateQueries({ queryKey: recordKeys.all });
      }),
    [queryClient],
  );

  const data = query.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const currency = data?.currency ?? merchantCurrency;

  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-semibold text-ink text-lg">{team ? t('teamTitle') : t('title')}</h2>
      {team ? (
        <AccountSearch
          onSearch={(next) => {
            setAccount(next);
            setPage(1);
          }}
        />
      ) : null}

      <DayRangeFilter
        today={today}
        earliest={earliest}
        range={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      >
        <FilterSelect
          label={t('type')}
          value={type}
          options={types}
          optionLabel={(value) => t(`types.${value}`)}
          onChange={(next) => {
            setType(next);
            setPage(1);
          }}
          className="col-span-2 sm:col-span-1"
        />
      </DayRangeFilter>

      {query.isError ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <RecordLoading label={t('loading')} />
      ) : data.items.length === 0 ? (
        <EmptyState
          heading="h3"
          icon={<ReceiptText size={24} aria-hidden="true" />}
          title={t('emptyTitle')}
          text={t('emptyText')}
        />
      ) : (
        <div aria-busy={query.isFetching || undefined} className="flex flex-col gap-3">
          <p className="text-ink-soft text-sm" aria-live="polite">
            {t('count', { count: data.total, from: data.from, to: data.to })}
          </p>
          {wide ? (
            <RecordTable rows={data.items} currency={currency} timeZone={timeZone} team={team} />
          ) : (
            <RecordCards rows={data.items} currency={currency} timeZone={timeZone} team={team} />
          )}
          <Pager ns="records" page={page} pages={pages} onPage={setPage} />
        </div>
      )}
    </div>
  );
}

interface RowsProps {
  rows: TTransactionRow[];
  currency: string;
  timeZone: string;
  /** The team's record: each movement's account is shown. */
  team: boolean;
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

/** The page's language as the catalogues and the games' names know it. */
function useLanguage(): 'ms' | 'en' | 'zh' {
  const { i18n } = useTranslation();
  return i18n.language === 'en' || i18n.language === 'zh' ? i18n.language : 'ms';
}

function RecordTable({ rows, currency, timeZone, team }: RowsProps) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{team ? t('teamTitle') : t('title')}</caption>
        <thead className="bg-raised text-ink-soft text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.time')}
            </th>
            {team ? (
              <th scope="col" className="px-3 py-2 font-medium">
                {t('columns.account')}
              </th>
            ) : null}
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
              {team ? <td className="px-3 py-2 text-ink">{row.account}</td> : null}
              <td className="px-3 py-2 text-ink">{t(`types.${row.type}`, { defaultValue: row.type })}</td>
              <td className="px-3 py-2 text-right">
                <Amount value={row.amount} />
              </td>
              <td className="px-3 py-2 text-right text-ink tabular-nums">{formatAmount(row.balanceAfter)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-ink-soft text-xs">{referenceLabel(t, row) || '—'}</td>
              <td className="min-w-44 max-w-64 break-words px-3 py-2 text-ink-soft">
                {entryDescription(t, language, row) || '—'}
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
  const language = useLanguage();
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
            {row.account ? (
              <>
                <dt className="text-ink-soft">{t('columns.account')}</dt>
                <dd className="text-right text-ink">{row.account}</dd>
              </>
            ) : null}
            <dt className="text-ink-soft">{t('columns.time')}</dt>
            <dd className="text-right text-ink tabular-nums">{formatDateTime(row.time, timeZone)}</dd>
            <dt className="text-ink-soft">{t('columns.balanceAfter', { currency })}</dt>
            <dd className="text-right text-ink tabular-nums">{formatAmount(row.balanceAfter)}</dd>
            <dt className="text-ink-soft">{t('columns.reference')}</dt>
            <dd className="break-words text-right text-ink-soft">{referenceLabel(t, row) || '—'}</dd>
            {entryDescription(t, language, row) ? (
              <>
                <dt className="text-ink-soft">{t('columns.memo')}</dt>
                <dd className="break-words text-right text-ink-soft">{entryDescription(t, language, row)}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
