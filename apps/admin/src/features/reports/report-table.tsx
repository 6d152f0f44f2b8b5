import type { ReactNode } from 'react';

export interface ReportColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** What the totals line shows in this column (nothing when left out). */
  total?: ReactNode;
  numeric?: boolean;
}

/** An amount's cell: red below zero. */
export function Signed({ value }: { value: string }) {
  return <span className={value.startsWith('-') ? 'text-bad' : undefined}>{value}</span>;
}

/**
 * A report's rows with a totals line at the foot (ADR 067). The table scrolls sideways on a phone rather than
 * squeezing its figures; the first column names the row for screen readers.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  totalLabel,
}: {
  caption: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The totals line's name; without it, no totals line. */
  totalLabel?: string;
}) {
  const align = (c: ReportColumn<Row>) => (c.numeric ? 'text-right tabular-nums whitespace-nowrap' : 'text-left');
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-[13px]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                className={`border-b border-line bg-sunken px-3 py-1.5 text-[11px] font-semibold tracking-wide text-ink-soft uppercase ${align(c)}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line last:border-b-0">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.id} scope="row" className={`px-3 py-1.5 font-normal ${align(c)}`}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.id} className={`px-3 py-1.5 ${align(c)}`}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {totalLabel ? (
          <tfoot>
            <tr className="border-t-2 border-line-strong font-semibold">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.id} scope="row" className={`px-3 py-1.5 ${align(c)}`}>
                    {totalLabel}
                  </th>
                ) : (
                  <td key={c.id} className={`px-3 py-1.5 ${align(c)}`}>
                    {c.total ?? null}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
