import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Column, DataTable, QueryView } from './data-table';
import { Pager } from './pager';
import { EmptyState } from './states';

/** One page of a list as the back-office calls answer it. */
export interface Page<Row> {
  items: Row[];
  page: number;
  pageSize: number;
  total: number;
}

type RowOf<P extends Page<unknown>> = P['items'][number];

/**
 * A list call's page as a table with its pager, through the four states of every list: loading, failed
 * (with retry), empty (with what to do about it) and the rows. The columns may read the whole page (its
 * currency, say).
 */
export function PagedTable<P extends Page<unknown>>({
  query,
  caption,
  columns,
  rowKey,
  onRowClick,
  selectedKey,
  empty,
  onPage,
  above,
}: {
  query: Pick<UseQueryResult<P>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'>;
  /** The table's accessible name. */
  caption: string;
  columns: Column<RowOf<P>>[] | ((page: P) => Column<RowOf<P>>[]);
  rowKey: (row: RowOf<P>) => string;
  onRowClick?: (row: RowOf<P>) => void;
  selectedKey?: string | null;
  /** What an empty page says: a title and a hint, or a whole state of its own. */
  empty: { title: string; hint?: string } | ReactNode;
  onPage: (page: number) => void;
  /** A line over the rows that reads the page (the totals of what the filters kept). */
  above?: (page: P) => ReactNode;
}) {
  const emptyState =
    empty !== null && typeof empty === 'object' && 'title' in empty ? (
      <EmptyState title={empty.title} hint={empty.hint} />
    ) : (
      empty
    );
  return (
    <QueryView query={query} isEmpty={(p) => p.items.length === 0} empty={emptyState}>
      {(result) => (
        <>
          {above?.(result)}
          <DataTable
            caption={caption}
            rows={result.items as RowOf<P>[]}
            rowKey={rowKey}
            onRowClick={onRowClick}
            selectedKey={selectedKey}
            columns={typeof columns === 'function' ? columns(result) : columns}
          />
          <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={onPage} />
        </>
      )}
    </QueryView>
  );
}
