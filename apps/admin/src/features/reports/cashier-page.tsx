import { reportCsvRoutes, reportsAdminRoutes, type TCashierRow } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { Panel } from '../../shared/ui/panel';
import { ReportFrame } from './report-frame';
import { useReportRange } from './report-range';
import { type ReportColumn, ReportTable } from './report-table';

/**
 * The cashier report (ADR 067): deposits credited and withdrawals paid in the brand days chosen, by day and method
 * (a withdrawal's bank), with the totals and net cash, and the same report as CSV.
 */
export function CashierReportPage() {
  const { t } = useTranslation('reports');
  const range = useReportRange();
  const input = range.applied;
  const query = useQuery({
    queryKey: ['reports', 'cashier', input],
    queryFn: () => callApi(reportsAdminRoutes.cashier, { query: input }),
    enabled: range.ready,
    placeholderData: keepPreviousData,
  });
  const columns: ReportColumn<TCashierRow>[] = [
    { id: 'day', header: t('columns.day'), cell: (r) => r.day },
    { id: 'direction', header: t('columns.direction'), cell: (r) => t(`direction.${r.direction}`) },
    { id: 'method', header: t('columns.method'), cell: (r) => r.method },
    { id: 'count', header: t('columns.count'), numeric: true, cell: (r) => r.count },
    { id: 'amount', header: t('columns.amount'), numeric: true, cell: (r) => r.amount },
  ];
  return (
    <ReportFrame
      title={t('cashier.title')}
      description={t('cashier.description')}
      range={range}
      csv={{ route: reportCsvRoutes.cashier, input: { query: input } }}
      query={query}
    >
      {(d) => (
        <Panel
          title={t('rows')}
          labelledBy="report-cashier"
          description={t('cashier.totals', {
            deposits: money(d.currency, d.totals.deposits),
            depositCount: d.totals.depositCount,
            withdrawals: money(d.currency, d.totals.withdrawals),
            withdrawalCount: d.totals.withdrawalCount,
            net: money(d.currency, d.totals.netCash),
          })}
        >
          <ReportTable
            caption={t('cashier.title')}
            columns={columns}
            rows={d.rows}
            rowKey={(r) => `${r.day}|${r.direction}|${r.method}`}
          />
        </Panel>
      )}
    </ReportFrame>
  );
}
