import { betProducts, betStatuses, RECORD_MONTHS_ONLINE, type TBetRecordRow } from '@gemilang/contract';
import { selectionLabel } from '@gemilang/games';
import { useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
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
import { SignedAmount } from '../../shared/ui/signed-amount';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { type BetRecordFilter, recordKeys, useBetRecord } from './api';
import { BetTotals } from './bet-totals';
import { AccountSearch, FilterSelect } from './record-parts';

const PAGE_SIZE = 20;
const products = ['all', ...betProducts] as const;
const statuses = ['all', ...betStatuses] as const;

/**
 * The betting record (member centre: personalHistoryCopy): every bet of every product (lottery, e-lottery,
 * games), by product, status and days of placement in the merchant's zone, with the totals of everything the
 * filter matches; a table on wide screens, cards on a phone. A settlement (a balance event) refreshes it.
 */
export function BetRecordPage() {
  return <BetRecordOf team={false} />;
}

/**
 * The agent centre's team betting history: the same record over the agent's whole team, or one
 * account of it typed in, with each bet's account shown.
 */
export function TeamBetRecordPage() {
  return <BetRecordOf team />;
}

function BetRecordOf({ team }: { team: boolean }) {
  const { t } = useTranslation('betRecords');
  const merchant = useMerchant();
  if (!merchant) return <RecordLoading label={t('loading')} rows={2} />;
  return <BetRecord timeZone={merchant.timeZone} merchantCurrency={merchant.currency} team={team} />;
}

function BetRecord({
  timeZone,
  merchantCurrency,
  team,
}: {
  timeZone: string;
  merchantCurrency: string;
  team: boolean;
}) {
  const { t } = useTranslation(['betRecords', 'lottery']);
  const today = todayIn(timeZone);
  const earliest = monthsBefore(today, RECORD_MONTHS_ONLINE);
  const [filter, setFilter] = useState<Omit<BetRecordFilter, 'page' | 'pageSize'>>(() => ({
    product: 'all',
    status: 'all',
    ...previousDays(7, today),
  }));
  const [page, setPage] = useState(1);
  const [account, setAccount] = useState('');
  const wide = useMediaQuery('(min-width: 768px)');
  const queryClient = useQueryClient();
  const query = useBetRecord({ ...filter, account: team ? account : undefined, page, pageSize: PAGE_SIZE }, team);

  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'balance') void queryClient.invalidateQueries({ queryKey: recordKeys.all });
      }),
    [queryClient],
  );

  const change = (next: Partial<typeof filter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const data = query.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const currency = data?.currency ?? merchantCurrency;

  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-semibold text-ink text-lg">{team ? t('team.title') : t('record.title')}</h2>
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
        range={{ from: filter.from, to: filter.to }}
        onChange={(range: DayRange) => change(range)}
        columns={4}
      >
        <FilterSelect
          label={t('record.product')}
          value={filter.product}
          options={products}
          optionLabel={(value) => t(`products.${value}`)}
          onChange={(product) => change({ product })}
        />
        <FilterSelect
          label={t('record.status')}
          value={filter.status}
          options={statuses}
          optionLabel={(value) => (value === 'all' ? t('record.allStatuses') : t(`lottery:status.${value}`))}
          onChange={(status) => change({ status })}
        />
      </DayRangeFilter>

      {query.isError ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <RecordLoading label={t('loading')} />
      ) : (
        <div aria-busy={query.isFetching || undefined} className="flex flex-col gap-3">
          <BetTotals totals={data.totals} currency={currency} label={t('record.totals')} />
          {data.items.length === 0 ? (
            <EmptyState
              heading="h3"
              icon={<History size={24} aria-hidden="true" />}
              title={t('record.emptyTitle')}
              text={t('record.emptyText')}
            />
          ) : (
            <>
              <p className="text-ink-soft text-sm" aria-live="polite">
                {t('record.count', { count: data.total, from: data.from, to: data.to })}
              </p>
              {wide ? (
                <BetTable rows={data.items} timeZone={timeZone} currency={currency} team={team} />
              ) : (
                <BetCards rows={data.items} timeZone={timeZone} currency={currency} team={team} />
              )}
              <Pager ns="records" page={page} pages={pages} onPage={setPage} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

interface RowsProps {
  rows: TBetRecordRow[];
  timeZone: string;
  currency: string;
  /** The team's record: each bet's account is shown. */
  team: boolean;
}

/** The game's name in the page's language (its code when the brand no longer has it), and its draw. */
function useBetLabels() {
  const { t, i18n } = useTranslation(['betRecords', 'lottery']);
  const { t: lottery } = useTranslation('lottery');
  const language = (i18n.language === 'en' || i18n.language === 'zh' ? i18n.language : 'ms') as 'ms' | 'en' | 'zh';
  return {
    game: (row: TBetRecordRow) => row.gameName?.[language] || row.gameCode,
    // A game round by its reference (as game recall shows it); a lottery bet by its type and its selection
    // in words ("Kedudukan 1: 07", "Besar"), from the lottery catalogue.
    bet: (row: TBetRecordRow) =>
      row.betType === 'round'
        ? row.key
          ? t('record.roundOf', { round: row.key })
          : t('record.round')
        : t(`lottery:betTypes.${row.betType}`, { defaultValue: row.betType }),
    /** The lottery bet's selection in words; '' for a game round (its reference is in `bet`). */
    selection: (row: TBetRecordRow) => (row.betType === 'round' ? '' : selectionLabel(lottery, row.key)),
    status: (row: TBetRecordRow) => t(`lottery:status.${row.status}`),
  };
}

const statusTone: Record<string, string> = {
  won: 'bg-success/15 text-success',
  lost: 'bg-danger/15 text-danger',
  pending: 'bg-gold/15 text-gold',
};

function StatusBadge({ row, label }: { row: TBetRecordRow; label: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 font-medium text-xs ${statusTone[row.status] ?? 'bg-raised text-ink-soft'}`}
    >
      {label}
    </span>
  );
}

function BetTable({ rows, timeZone, currency, team }: RowsProps) {
  const { t } = useTranslation('betRecords');
  const label = useBetLabels();
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{team ? t('team.title') : t('record.title')}</caption>
        <thead className="bg-raised text-ink-soft text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.time')}
            </th>
            {team ? (
              <th scope="col" className="px-3 py-2 font-medium">
                {t('team.account')}
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.game')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.bet')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('columns.stake', { currency })}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.status')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('columns.payout', { currency })}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('columns.profit', { currency })}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} className="bg-surface/60">
              <td className="whitespace-nowrap px-3 py-2 text-ink-soft tabular-nums">
                {formatDateTime(row.placedAt, timeZone)}
              </td>
              {team ? <td className="px-3 py-2 text-ink">{row.account}</td> : null}
              <td className="px-3 py-2 text-ink">
                <span className="block">{label.game(row)}</span>
                {row.drawNumber ? <span className="block text-ink-soft text-xs">{row.drawNumber}</span> : null}
              </td>
              <td className="min-w-40 max-w-64 break-words px-3 py-2 text-ink-soft">
                <span className="block">{label.bet(row)}</span>
                {label.selection(row) ? <span className="block text-ink text-xs">{label.selection(row)}</span> : null}
              </td>
              <td className="px-3 py-2 text-right text-ink tabular-nums">{formatAmount(row.stake)}</td>
              <td className="px-3 py-2">
                <StatusBadge row={row} label={label.status(row)} />
              </td>
              <td className="px-3 py-2 text-right text-ink tabular-nums">
                {row.payout === null ? '—' : formatAmount(row.payout)}
              </td>
              <td className="px-3 py-2 text-right">
                {row.profit === null ? '—' : <SignedAmount plus strong value={row.profit} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BetCards({ rows, timeZone, currency, team }: RowsProps) {
  const { t } = useTranslation('betRecords');
  const label = useBetLabels();
  return (
    <ul aria-label={team ? t('team.title') : t('record.title')} className="flex flex-col gap-2">
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-line bg-surface/60 p-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{label.game(row)}</p>
              <p className="break-words text-ink-soft text-xs">
                {label.bet(row)}
                {label.selection(row) ? ` · ${label.selection(row)}` : ''}
              </p>
            </div>
            <StatusBadge row={row} label={label.status(row)} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            {team ? (
              <>
                <dt className="text-ink-soft">{t('team.account')}</dt>
                <dd className="text-right text-ink">{row.account}</dd>
              </>
            ) : null}
            <dt className="text-ink-soft">{t('columns.time')}</dt>
            <dd className="text-right text-ink tabular-nums">{formatDateTime(row.placedAt, timeZone)}</dd>
            {row.drawNumber ? (
              <>
                <dt className="text-ink-soft">{t('columns.draw')}</dt>
                <dd className="text-right text-ink tabular-nums">{row.drawNumber}</dd>
              </>
            ) : null}
            <dt className="text-ink-soft">{t('columns.stake', { currency })}</dt>
            <dd className="text-right text-ink tabular-nums">{formatAmount(row.stake)}</dd>
            <dt className="text-ink-soft">{t('columns.payout', { currency })}</dt>
            <dd className="text-right text-ink tabular-nums">{row.payout === null ? '—' : formatAmount(row.payout)}</dd>
            <dt className="text-ink-soft">{t('columns.profit', { currency })}</dt>
            <dd className="text-right">
              {row.profit === null ? '—' : <SignedAmount plus strong value={row.profit} />}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
