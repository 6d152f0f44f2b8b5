import { RECORD_MONTHS_ONLINE } from '@gemilang/contract';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { type DayRange, monthsBefore, previousDays, todayIn } from '../../shared/date-range';
import { formatAmount, formatDateTime } from '../../shared/format';
import { DayRangeFilter } from '../../shared/ui/day-range-filter';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { RecordLoading } from '../../shared/ui/record-loading';
import { SignedAmount } from '../../shared/ui/signed-amount';
import { useIncome } from './api';

/**
 * My income (the agent centre's revenue report): the contract payouts the agent received from its
 * upline and paid to its downlines for periods ending in the days, what that nets, and what is still owed.
 */
export function IncomePage() {
  const { t } = useTranslation('agentContracts');
  const merchant = useMerchant();
  if (!merchant) return <RecordLoading label={t('income.loading')} rows={2} />;
  return <Income timeZone={merchant.timeZone} merchantCurrency={merchant.currency} />;
}

function Income({ timeZone, merchantCurrency }: { timeZone: string; merchantCurrency: string }) {
  const { t } = useTranslation('agentContracts');
  const today = todayIn(timeZone);
  const [range, setRange] = useState<DayRange>(() => previousDays(7, today));
  const query = useIncome(range);
  const data = query.data;
  const currency = data?.currency ?? merchantCurrency;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-semibold text-ink text-lg">{t('income.title')}</h2>
      <DayRangeFilter
        today={today}
        earliest={monthsBefore(today, RECORD_MONTHS_ONLINE)}
        range={range}
        onChange={setRange}
        columns={2}
      />
      {query.isError ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <RecordLoading label={t('income.loading')} rows={3} />
      ) : (
        <>
          <section aria-label={t('income.summary')} className="rounded-xl border border-line bg-surface/60 p-3 sm:p-4">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {(
                [
                  ['received', data.received],
                  ['paid', data.paid],
                  ['net', data.net],
                  ['owedToMe', data.owedToMe],
                  ['owedByMe', data.owedByMe],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-night/40 px-3 py-2">
                  <dt className="truncate text-ink-soft text-xs">{t(`income.${key}`, { currency })}</dt>
                  <dd className="text-base">
                    {key === 'net' ? (
                      <SignedAmount plus strong value={value} />
                    ) : (
                      <span className="font-semibold text-ink tabular-nums">{formatAmount(value)}</span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          {data.rows.length === 0 ? (
            <EmptyState
              heading="h3"
              icon={<Wallet size={24} aria-hidden="true" />}
              title={t('income.emptyTitle')}
              text={t('income.emptyText')}
            />
          ) : (
            <div className="overflow-x-auto rounded-xl border border-line">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">{t('income.payouts')}</caption>
                <thead className="bg-raised text-ink-soft text-xs uppercase tracking-wide">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('income.period')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('income.contract')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('income.with')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {t('income.sales', { currency })}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {t('rate')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {t('income.amount', { currency })}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {data.rows.map((row) => (
                    <tr key={row.id} className="bg-surface/60">
                      <td className="whitespace-nowrap px-3 py-2 text-ink-soft tabular-nums">
                        {formatDateTime(row.periodStart, timeZone)}
                      </td>
                      <td className="px-3 py-2 text-ink">{t(`titles.${row.kind}`)}</td>
                      <td className="px-3 py-2 text-ink">
                        {t(row.direction === 'in' ? 'income.from' : 'income.to', { account: row.counterpart })}
                        {row.status === 'unpaid' ? (
                          <span className="ml-2 rounded-full bg-gold/15 px-2 py-0.5 text-gold text-xs">
                            {t('income.unpaid')}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-3 py-2 text-right text-ink tabular-nums">{formatAmount(row.base)}</td>
                      <td className="px-3 py-2 text-right text-ink tabular-nums">{row.rate}%</td>
                      <td className="px-3 py-2 text-right">
                        <SignedAmount plus strong value={row.direction === 'in' ? row.amount : `-${row.amount}`} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
