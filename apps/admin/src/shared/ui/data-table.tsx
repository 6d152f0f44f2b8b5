import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Skeleton } from './states';

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the cells of this column (alignment, width, hiding on phones). */
  className?: string;
}

/**
 * A compact table with a sticky header. A row with `onRowClick` opens on a click anywhere in it; the
 * keyboard path is the button a column renders (usually the row's name), so rows need no tab stop.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  onRowClick,
  selectedKey,
  maxHeight = 'calc(100dvh - 14rem)',
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  selectedKey?: string | null;
  maxHeight?: string;
}) {
  return (
    <div className="overflow-auto" style={{ maxHeight }}>
      <table className="w-full border-collapse text-left text-[13px]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`sticky top-0 z-10 border-b border-line bg-sunken px-3 py-1.5 text-[11px] font-semibold tracking-wide text-ink-soft uppercase ${column.className ?? ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr
                key={key}
                aria-selected={selectedKey === key || undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                className={`border-b border-line last:border-b-0 ${onRowClick ? 'cursor-pointer hover:bg-accent-soft/50' : ''} ${selectedKey === key ? 'bg-accent-soft' : ''}`}
              >
                {columns.map((column) => (
                  <td key={column.id} className={`px-3 py-1.5 align-middle ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Loading skeleton, error with retry, empty state or the content: the four states of every list. */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
  skeletonRows,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
  skeletonRows?: number;
}) {
  if (query.isPending) return <Skeleton rows={skeletonRows} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (isEmpty?.(data)) return <>{empty ?? <EmptyState title="" />}</>;
  return <>{children(data)}</>;
}

/** A cell button that opens the row's drawer; gives the row its accessible name and keyboard path. */
export function RowButton({ label, children, onClick }: { label?: string; children: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
      className="rounded font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
    >
      {children}
    </button>
  );
}
