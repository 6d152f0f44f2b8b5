import { RECORD_MONTHS_ONLINE } from '@gemilang/contract';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { type DayRange, monthsBefore, previousDays, todayIn } from '../../shared/date-range';
import { DayRangeFilter } from '../../shared/ui/day-range-filter';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Pager } from '../../shared/ui/pager';
import { RecordLoading } from '../../shared/ui/record-loading';
import { useTeamProfit } from './api';
import { BetTotals } from './bet-totals';
import { SumsTable } from './profit-page';
import { AccountSearch } from './record-parts';

const PAGE_SIZE = 20;

/**
 * The agent centre's user profit and loss statements: each member of the team who bet in the days
 * (or one account typed in), with the team's totals, by the same definitions as the member's own report.
 */
export function TeamProfitPage() {
  const { t } = useTranslation('betRecords');
  const merchant = useMerchant();
  if (!merchant) return <RecordLoading label={t('loading')} rows={2} />;
  return <TeamProfit timeZone={merchant.timeZone} merchantCurrency={merchant.currency} />;
}

function TeamProfit({ timeZone, merchantCurrency }: { timeZone: string; merchantCurrency: string }) {
  const { t } = useTranslation('betRecords');
  const today = todayIn(timeZone);
  const earliest = monthsBefore(today, RECORD_MONTHS_ONLINE);
  const [range, setRange] = useState<DayRange>(() => previousDays(7, today));
  const [page, setPage] = useState(1);
  const [account, setAccount] = useState('');
  const query = useTeamProfit({ ...range, account, page, pageSize: PAGE_SIZE });
  const data = query.data;
  const currency = data?.currency ?? merchantCurrency;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-semibold text-ink text-lg">{t('statements.title')}</h2>
      <AccountSearch
        onSearch={(next) => {
          setAccount(next);
          setPage(1);
        }}
      />
      <DayRangeFilter
        today={today}
        earliest={earliest}
        range={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
        columns={2}
      />
      {query.isError ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <RecordLoading label={t('loading')} rows={3} />
      ) : (
        <div aria-busy={query.isFetching || undefined} className="flex flex-col gap-4">
          <BetTotals totals={data.totals} currency={currency} label={t('statements.overall')} />
          {data.items.length === 0 ? (
            <EmptyState
              heading="h3"
              icon={<FileSpreadsheet size={24} aria-hidden="true" />}
              title={t('profit.emptyTitle')}
              text={t('statements.emptyText')}
            />
          ) : (
            <>
              <SumsTable
                caption={t('statements.byMember')}
                firstColumn={t('team.account')}
                rows={data.items.map((row) => ({ ...row, label: row.account }))}
                currency={currency}
              />
              <Pager ns="records" page={page} pages={pages} onPage={setPage} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
