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
 * A report's rows with a totals line at the foot (ADR 067); the first column names the row for screen readers.
 * On a phone each row is a card instead, as the round page shows its calls (six columns of figures do not fit
 * 390 px): the row's name, then each figure under its column's name, the totals last. From `sm` up, the table,
 * scrolling sideways inside its own box when the panel is narrower than its figures, never the page.
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
  const [head, ...figures] = columns;
  return (
    <>
      <ul aria-label={caption} className="divide-y divide-line sm:hidden">
        {rows.map((row) => (
          <ReportCard key={rowKey(row)} title={head?.cell(row)} figures={figures} value={(c) => c.cell(row)} />
        ))}
        {totalLabel ? (
          <ReportCard
            title={totalLabel}
            figures={figures.filter((c) => c.total !== undefined)}
            value={(c) => c.total}
            totals
          />
        ) : null}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
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
    </>
  );
}

/** One row of a report on a phone: its name, then a figure a line (two a line for numbers) under their names. */
function ReportCard<Row>({
  title,
  figures,
  value,
  totals = false,
}: {
  title: ReactNode;
  figures: ReportColumn<Row>[];
  value: (column: ReportColumn<Row>) => ReactNode;
  /** The totals line's card: set apart like the table's foot. */
  totals?: boolean;
}) {
  return (
    <li className={`px-3 py-2 ${totals ? 'rounded-b-md border-t-2 border-line-strong bg-sunken font-semibold' : ''}`}>
      <div className={`break-words ${totals ? '' : 'font-medium'}`}>{title}</div>
      <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5">
        {figures.map((c) => (
          <div
            key={c.id}
            className={`flex min-w-0 items-baseline justify-between gap-2 ${c.numeric ? '' : 'col-span-2'}`}
          >
            <dt className="shrink-0 text-xs text-ink-soft">{c.header}</dt>
            <dd className={`min-w-0 text-right break-words ${c.numeric ? 'tabular-nums' : ''}`}>{value(c)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
