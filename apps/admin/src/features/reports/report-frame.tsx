import type { RouteDef } from '@gemilang/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallInput } from '../../shared/api/client';
import { CsvDownloadButton } from '../../shared/ui/csv-download-button';
import { QueryView } from '../../shared/ui/data-table';
import { FilterBar, FilterDays } from '../../shared/ui/filter-bar';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState } from '../../shared/ui/states';
import type { useReportRange } from './report-range';

/**
 * The frame of a report page (ADR 067): its heading with Export CSV (the same query as the table, written by the
 * server), the brand days and any other choice, then the report, or the loading, error and empty states.
 */
export function ReportFrame<T extends { rows: unknown[] }, D extends RouteDef>({
  title,
  description,
  range,
  csv,
  extraFilters,
  query,
  children,
}: {
  title: string;
  description: string;
  range: ReturnType<typeof useReportRange>;
  csv: { route: D; input: CallInput<D> };
  extraFilters?: ReactNode;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('reports');
  return (
    <div className="space-y-3">
      <PageHeader
        title={title}
        description={description}
        actions={<CsvDownloadButton route={csv.route} input={csv.input} />}
      />
      <Panel>
        <FilterBar label={t('filters')} onSubmit={range.apply}>
          <FilterDays
            fromLabel={t('from')}
            toLabel={t('to')}
            className="w-36"
            value={range.form}
            onChange={range.setDraft}
          />
          {extraFilters}
        </FilterBar>
      </Panel>
      <QueryView
        query={query}
        isEmpty={(d) => d.rows.length === 0}
        empty={
          <Panel>
            <EmptyState title={t('emptyTitle')} hint={t('emptyHint')} />
          </Panel>
        }
      >
        {children}
      </QueryView>
    </div>
  );
}
