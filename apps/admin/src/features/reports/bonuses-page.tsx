import { reportCsvRoutes, reportsAdminRoutes, type TBonusRow } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { Panel } from '../../shared/ui/panel';
import { ReportFrame } from './report-frame';
import { useReportRange } from './report-range';
import { type ReportColumn, ReportTable } from './report-table';

/**
 * The bonus report (ADR 067): per offer and loyalty program, the grants issued in the brand days chosen and the bonus
 * that converted to cash or went back in them; with the points converted to cash, the bonus cost the dashboard shows.
 */
export function BonusReportPage() {
  const { t } = useTranslation('reports');
  const range = useReportRange();
  const input = range.applied;
  const query = useQuery({
    queryKey: ['reports', 'bonuses', input],
    queryFn: () => callApi(reportsAdminRoutes.bonuses, { query: input }),
    enabled: range.ready,
    placeholderData: keepPreviousData,
  });
  return (
    <ReportFrame
      title={t('bonuses.title')}
      description={t('bonuses.description')}
      range={range}
      csv={{ route: reportCsvRoutes.bonuses, input: { query: input } }}
      query={query}
    >
      {(d) => {
        const columns: ReportColumn<TBonusRow>[] = [
          {
            id: 'offer',
            header: t('columns.offer'),
            cell: (r) => (
              <span className="flex flex-col">
                <span className="font-medium">{r.title}</span>
                <span className="text-[11px] text-ink-faint">{r.code}</span>
              </span>
            ),
          },
          {
            id: 'program',
            header: t('columns.program'),
            cell: (r) => (r.program ? t(`rewards:program.${r.program}`, { defaultValue: r.program }) : t('hall')),
          },
          { id: 'grants', header: t('columns.grants'), numeric: true, cell: (r) => r.grants, total: d.totals.grants },
          {
            id: 'granted',
            header: t('columns.granted'),
            numeric: true,
            cell: (r) => r.granted,
            total: d.totals.granted,
          },
          {
            id: 'converted',
            header: t('columns.converted'),
            numeric: true,
            cell: (r) => r.converted,
            total: d.totals.converted,
          },
          {
            id: 'forfeited',
            header: t('columns.forfeited'),
            numeric: true,
            cell: (r) => r.forfeited,
            total: d.totals.forfeited,
          },
        ];
        return (
          <Panel
            title={t('rows')}
            labelledBy="report-bonuses"
            description={t('bonuses.totals', {
              converted: money(d.currency, d.totals.converted),
              points: money(d.currency, d.pointsCash),
              cost: money(d.currency, d.totals.cost),
            })}
          >
            <ReportTable
              caption={t('bonuses.title')}
              columns={columns}
              rows={d.rows}
              rowKey={(r) => r.code}
              totalLabel={t('total')}
            />
          </Panel>
        );
      }}
    </ReportFrame>
  );
}
