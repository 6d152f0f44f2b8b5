import { RECORD_MONTHS_ONLINE, type TBetSums } from '@gemilang/contract';
import { useQueryClient } from '@tanstack/react-query';
import { TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { type DayRange, monthsBefore, previousDays, todayIn } from '../../shared/date-range';
import { formatAmount } from '../../shared/format';
import { subscribeRealtime } from '../../shared/realtime-events';
import { DayRangeFilter } from '../../shared/ui/day-range-filter';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { RecordLoading } from '../../shared/ui/record-loading';
import { SignedAmount } from '../../shared/ui/signed-amount';
import { recordKeys, useProfitReport } from './api';
import { BetTotals } from './bet-totals';

/**
 * Personal profit and loss (member centre: personalProfit): over days of placement in the merchant's zone,
 * the member's stakes, valid stakes, payouts and winnings overall, by product and by day, with the same
 * definitions as the betting record's totals (the server computes both).
 */
export function ProfitPage() {
  const { t } = useTranslation('betRecords');
  const merchant = useMerchant();
  if (!merchant) return <RecordLoading label={t('loading')} rows={2} />;
  return <Profit timeZone={merchant.timeZone} merchantCurrency={merchant.currency} />;
}

function Profit({ timeZone, merchantCurrency }: { timeZone: string; merchantCurrency: string }) {
  const { t } = useTranslation('betRecords');
  const today = todayIn(timeZone);
  const earliest = monthsBefore(today, RECORD_MONTHS_ONLINE);
  const [range, setRange] = useState<DayRange>(() => previousDays(7, today));
  const queryClient = useQueryClient();
  const query = useProfitReport(range);

  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'balance') void queryClient.invalidateQueries({ queryKey: recordKeys.all });
      }),
    [queryClient],
  );

  const data = query.data;
  const currency = data?.currency ?? merchantCurrency;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-semibold text-ink text-lg">{t('profit.title')}</h2>
      <DayRangeFilter today={today} earliest={earliest} range={range} onChange={setRange} columns={2} />
      {query.isError ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <RecordLoading label={t('loading')} rows={3} />
      ) : (
        <div aria-busy={query.isFetching || undefined} className="flex flex-col gap-4">
          <BetTotals totals={data.totals} currency={currency} label={t('profit.overall')} />
          {data.totals.bets === 0 ? (
            <EmptyState
              heading="h3"
              icon={<TrendingUp size={24} aria-hidden="true" />}
              title={t('profit.emptyTitle')}
              text={t('profit.emptyText')}
            />
          ) : (
            <>
              <SumsTable
                caption={t('profit.byProduct')}
                firstColumn={t('columns.product')}
                rows={data.products.map((row) => ({
                  ...row,
                  label: t(`products.${row.product}`, { defaultValue: row.product }),
                }))}
                currency={currency}
              />
              <SumsTable
                caption={t('profit.byDay')}
                firstColumn={t('columns.day')}
                rows={data.days.map((row) => ({ ...row, label: row.day }))}
                currency={currency}
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** Sums by one key (a product, a day): a table that scrolls sideways inside itself on a phone. */
export function SumsTable({
  caption,
  firstColumn,
  rows,
  currency,
}: {
  caption: string;
  firstColumn: string;
  rows: (TBetSums & { label: string })[];
  currency: string;
}) {
  const { t } = useTranslation('betRecords');
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink">{caption}</h3>
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-raised text-ink-soft text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {firstColumn}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('sums.bets')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('columns.validStake', { currency })}
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
              <tr key={row.label} className="bg-surface/60">
                <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-ink">
                  {row.label}
                </th>
                <td className="px-3 py-2 text-right text-ink tabular-nums">{row.bets}</td>
                <td className="px-3 py-2 text-right text-ink tabular-nums">{formatAmount(row.validStake)}</td>
                <td className="px-3 py-2 text-right text-ink tabular-nums">{formatAmount(row.payout)}</td>
                <td className="px-3 py-2 text-right">
                  <SignedAmount plus strong value={row.profit} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
