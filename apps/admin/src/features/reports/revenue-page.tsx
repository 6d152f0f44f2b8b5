import {
  reportCsvRoutes,
  reportsAdminRoutes,
  revenueGroupings,
  type TRevenueGrouping,
  type TRevenueRow,
} from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { Select } from '../../shared/ui/field';
import { FilterField } from '../../shared/ui/filter-bar';
import { Panel } from '../../shared/ui/panel';
import { ReportFrame } from './report-frame';
import { useReportRange } from './report-range';
import { type ReportColumn, ReportTable, Signed } from './report-table';

/**
 * Gaming revenue (ADR 067): stakes less payouts of the real-money bets settled in the brand days chosen, by product,
 * game, top-level agent's team or day, with the totals (each player once) and the same report as CSV.
 */
export function RevenueReportPage() {
  const { t } = useTranslation('reports');
  const range = useReportRange();
  const [by, setBy] = useState<TRevenueGrouping>('product');
  const input = { ...range.applied, by };
  const query = useQuery({
    queryKey: ['reports', 'revenue', input],
    queryFn: () => callApi(reportsAdminRoutes.revenue, { query: input }),
    enabled: range.ready,
    placeholderData: keepPreviousData,
  });
  const name = (r: TRevenueRow, grouping: TRevenueGrouping) => {
    if (grouping === 'product') return t(`products.${r.key}`, { defaultValue: r.key });
    if (grouping === 'team') return r.key === '' ? t('noAgent') : r.key;
    if (grouping === 'game') {
      return (
        <span className="flex flex-col">
          <span className="font-medium">{r.label}</span>
          <span className="text-[11px] text-ink-faint">
            {r.key}
            {r.product ? ` · ${t(`products.${r.product}`)}` : ''}
          </span>
        </span>
      );
    }
    return r.key;
  };
  return (
    <ReportFrame
      title={t('revenue.title')}
      description={t('revenue.description')}
      range={range}
      csv={{ route: reportCsvRoutes.revenue, input: { query: input } }}
      extraFilters={
        <FilterField label={t('groupBy')} className="w-40">
          {(props) => (
            <Select {...props} value={by} onChange={(e) => setBy(e.target.value as TRevenueGrouping)}>
              {revenueGroupings.map((g) => (
                <option key={g} value={g}>
                  {t(`by.${g}`)}
                </option>
              ))}
            </Select>
          )}
        </FilterField>
      }
      query={query}
    >
      {(d) => {
        const columns: ReportColumn<TRevenueRow>[] = [
          { id: 'key', header: t(`by.${d.by}`), cell: (r) => name(r, d.by) },
          { id: 'bets', header: t('columns.bets'), numeric: true, cell: (r) => r.bets, total: d.totals.bets },
          {
            id: 'players',
            header: t('columns.players'),
            numeric: true,
            cell: (r) => r.players,
            total: d.totals.players,
          },
          { id: 'stake', header: t('columns.stake'), numeric: true, cell: (r) => r.stake, total: d.totals.stake },
          { id: 'payout', header: t('columns.payout'), numeric: true, cell: (r) => r.payout, total: d.totals.payout },
          {
            id: 'ggr',
            header: t('columns.ggr'),
            numeric: true,
            cell: (r) => <Signed value={r.ggr} />,
            total: <Signed value={d.totals.ggr} />,
          },
        ];
        return (
          <Panel title={t('rows')} labelledBy="report-revenue" description={`${d.from} – ${d.to} · ${d.currency}`}>
            <ReportTable
              caption={t('revenue.title')}
              columns={columns}
              rows={d.rows}
              rowKey={(r) => r.key}
              totalLabel={t('total')}
            />
          </Panel>
        );
      }}
    </ReportFrame>
  );
}
