import { rewardsAdminRoutes } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { FilterBar, FilterDays } from '../../shared/ui/filter-bar';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';

/** A day in the brand's zone, `back` days before today. */
function brandDay(timeZone: string, back = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

type Range = { from: string; to: string };

/**
 * What each loyalty program cost over a range of the brand's days (ADR 059): rewards and members, what was paid,
 * waits, expired or was refused, what the bonuses became (converted is the real cost), and the net gaming revenue
 * of the members each program reached since their first reward in the range.
 */
export function RewardReportPage() {
  const { t } = useTranslation('rewards');
  const merchant = useMerchant();
  const timeZone = merchant.data?.timeZone ?? 'UTC';
  const [range, setRange] = useState<Range | null>(null);
  const [draft, setDraft] = useState<Range | null>(null);
  const applied = range ?? { from: brandDay(timeZone, 29), to: brandDay(timeZone) };
  const form = draft ?? applied;
  const report = useQuery({
    queryKey: ['rewards', 'report', applied],
    queryFn: () => callApi(rewardsAdminRoutes.report, { query: applied }),
    enabled: !merchant.isPending,
    placeholderData: keepPreviousData,
  });
  const right = 'tabular text-right whitespace-nowrap';
  return (
    <div className="space-y-3">
      <PageHeader title={t('report.title')} description={t('report.description')} />
      <Panel>
        <FilterBar label={t('report.filters')} onSubmit={() => setRange(form)}>
          <FilterDays
            fromLabel={t('report.from')}
            toLabel={t('report.to')}
            className="w-36"
            value={form}
            onChange={setDraft}
          />
        </FilterBar>
      </Panel>
      <Panel>
        <QueryView
          query={report}
          isEmpty={(r) => r.items.length === 0}
          empty={<EmptyState title={t('report.emptyTitle')} hint={t('report.emptyHint')} />}
        >
          {(r) => {
            const m = (value: string) => money(r.currency, value);
            return (
              <DataTable
                caption={t('report.title')}
                rows={r.items}
                rowKey={(row) => row.program}
                columns={[
                  { id: 'program', header: t('programs.program'), cell: (row) => t(`program.${row.program}`) },
                  {
                    id: 'rewards',
                    header: t('report.rewards'),
                    className: right,
                    cell: (row) => `${row.rewards} / ${row.members}`,
                  },
                  { id: 'paid', header: t('report.paid'), className: right, cell: (row) => m(row.paid) },
                  { id: 'open', header: t('report.open'), className: right, cell: (row) => m(row.open) },
                  { id: 'expired', header: t('report.expired'), className: right, cell: (row) => m(row.expired) },
                  { id: 'refused', header: t('report.refused'), className: right, cell: (row) => m(row.refused) },
                  { id: 'converted', header: t('report.converted'), className: right, cell: (row) => m(row.converted) },
                  { id: 'forfeited', header: t('report.forfeited'), className: right, cell: (row) => m(row.forfeited) },
                  {
                    id: 'ngr',
                    header: t('report.ngr'),
                    className: right,
                    cell: (row) => (
                      <span className={row.netGamingRevenue.startsWith('-') ? 'text-bad' : 'text-ok'}>
                        {m(row.netGamingRevenue)}
                      </span>
                    ),
                  },
                ]}
              />
            );
          }}
        </QueryView>
      </Panel>
    </div>
  );
}
