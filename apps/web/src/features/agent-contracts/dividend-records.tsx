import type { TDividendRecord } from '@gemilang/contract';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatAmount, formatDateTime } from '../../shared/format';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Pager } from '../../shared/ui/pager';
import { RecordLoading } from '../../shared/ui/record-loading';
import { SignedAmount } from '../../shared/ui/signed-amount';
import { useDividendRecords } from './api';

const statusTone: Record<TDividendRecord['status'], string> = {
  paid: 'bg-success/15 text-success',
  unpaid: 'bg-gold/15 text-gold',
  forced: 'bg-danger/15 text-danger',
  nothing: 'bg-raised text-ink-soft',
};

/**
 * The dividend records of the agent centre (ADR 038): each period's payout of the agent's dividend contracts,
 * with its upline (received) and with its downlines (paid): the team's result, the tier and rate reached, the
 * amount and its state (paid, waiting for the upline's money until the grace ends, paid by force, nothing
 * due). A table from the small-tablet width up, a card a payout on phones.
 */
export function DividendRecords() {
  const { t } = useTranslation('agentContracts');
  const merchant = useMerchant();
  const [page, setPage] = useState(1);
  const query = useDividendRecords(page);
  const data = query.data;
  const timeZone = merchant?.timeZone ?? 'UTC';
  return (
    <section aria-labelledby="dividend-records" className="flex flex-col gap-3">
      <h3 id="dividend-records" className="font-semibold text-ink">
        {t('dividends.title')}
      </h3>
      <p className="text-ink-soft text-sm">{t('dividends.rule')}</p>
      {query.isError ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <RecordLoading label={t('dividends.loading')} rows={3} />
      ) : data.items.length === 0 ? (
        <EmptyState
          heading="h3"
          icon={<Coins size={24} aria-hidden="true" />}
          title={t('dividends.emptyTitle')}
          text={t('dividends.emptyText')}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-2 sm:hidden">
            {data.items.map((row) => (
              <li key={row.id} className="rounded-xl border border-line bg-surface/60 p-3">
                <RecordCard row={row} timeZone={timeZone} currency={data.currency} />
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-line sm:block">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">{t('dividends.title')}</caption>
              <thead className="bg-raised text-ink-soft text-xs uppercase tracking-wide">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('dividends.period')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('income.with')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('dividends.base', { currency: data.currency })}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('tier')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('rate')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('income.amount', { currency: data.currency })}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('dividends.state')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.items.map((row) => (
                  <tr key={row.id} className="bg-surface/60 align-top">
                    <td className="whitespace-nowrap px-3 py-2 text-ink-soft tabular-nums">
                      <PeriodText row={row} timeZone={timeZone} />
                    </td>
                    <td className="px-3 py-2 text-ink">
                      {t(row.direction === 'in' ? 'income.from' : 'income.to', { account: row.counterpart })}
                    </td>
                    <td className="px-3 py-2 text-right text-ink tabular-nums">
                      {formatAmount(row.base)}
                      <span className="block text-ink-soft text-xs">
                        {t('dividends.validBet', { amount: formatAmount(row.validBet) })} ·{' '}
                        {t('condition.active', { count: row.active })}
                      </span>
                    </td>
                    <td className="px-3 py-2 text-right text-ink tabular-nums">{row.tier ?? '–'}</td>
                    <td className="px-3 py-2 text-right text-ink tabular-nums">{row.rate}%</td>
                    <td className="px-3 py-2 text-right">
                      <SignedAmount plus strong value={row.direction === 'in' ? row.amount : `-${row.amount}`} />
                    </td>
                    <td className="px-3 py-2">
                      <StateText row={row} timeZone={timeZone} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager ns="records" page={data.page} pages={Math.ceil(data.total / data.pageSize)} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function PeriodText({ row, timeZone }: { row: TDividendRecord; timeZone: string }) {
  const { t } = useTranslation('agentContracts');
  return (
    <>
      <span className="block text-ink">{t(`periods.${row.period}`)}</span>
      <span className="block">{formatDateTime(row.periodStart, timeZone).slice(0, 10)}</span>
      <span className="block">
        {t('dividends.until', { date: formatDateTime(row.periodEnd, timeZone).slice(0, 16) })}
      </span>
    </>
  );
}

function StateText({ row, timeZone }: { row: TDividendRecord; timeZone: string }) {
  const { t } = useTranslation('agentContracts');
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={`rounded-full px-2 py-0.5 text-xs ${statusTone[row.status]}`}>
        {/* Unpaid waits for the upline's money: on the upline's own row, that is the reader's. */}
        {row.status === 'unpaid' && row.direction === 'out'
          ? t('dividends.statuses.unpaidByMe')
          : t(`dividends.statuses.${row.status}`)}
      </span>
      {row.status === 'unpaid' && row.dueAt ? (
        <span className="text-ink-soft text-xs">
          {t('dividends.dueAt', { date: formatDateTime(row.dueAt, timeZone).slice(0, 16) })}
        </span>
      ) : null}
      {row.status === 'forced' && row.shortfall !== '0.00' ? (
        <span className="text-ink-soft text-xs">
          {t(row.direction === 'out' ? 'dividends.shortfallByMe' : 'dividends.shortfall', {
            amount: formatAmount(row.shortfall),
          })}
        </span>
      ) : null}
    </div>
  );
}

function RecordCard({ row, timeZone, currency }: { row: TDividendRecord; timeZone: string; currency: string }) {
  const { t } = useTranslation('agentContracts');
  return (
    <article aria-label={t('dividends.cardLabel', { period: formatDateTime(row.periodStart, timeZone).slice(0, 10) })}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 text-ink-soft text-sm tabular-nums">
          <PeriodText row={row} timeZone={timeZone} />
        </div>
        <div className="text-right">
          <SignedAmount plus strong value={row.direction === 'in' ? row.amount : `-${row.amount}`} />
          <span className="block text-ink-soft text-xs">{currency}</span>
        </div>
      </div>
      <p className="mt-2 text-ink text-sm">
        {t(row.direction === 'in' ? 'income.from' : 'income.to', { account: row.counterpart })}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
        <dt className="text-ink-soft">{t('dividends.base', { currency })}</dt>
        <dd className="text-right text-ink tabular-nums">{formatAmount(row.base)}</dd>
        <dt className="text-ink-soft">{t('dividends.validBetLabel')}</dt>
        <dd className="text-right text-ink tabular-nums">{formatAmount(row.validBet)}</dd>
        <dt className="text-ink-soft">{t('dividends.activeLabel')}</dt>
        <dd className="text-right text-ink tabular-nums">{row.active}</dd>
        <dt className="text-ink-soft">{t('tier')}</dt>
        <dd className="text-right text-ink tabular-nums">{row.tier ?? '–'}</dd>
        <dt className="text-ink-soft">{t('rate')}</dt>
        <dd className="text-right text-ink tabular-nums">{row.rate}%</dd>
      </dl>
      <div className="mt-2">
        <StateText row={row} timeZone={timeZone} />
      </div>
    </article>
  );
}
