import { fetchAllPages } from './fetch-all';

/**
 * CSV for the operator's spreadsheet, written as the server's report files are (ADR 067): RFC 4180 quoting, CRLF
 * lines, a BOM so Excel reads UTF-8 (Chinese names), and a leading apostrophe on cells that a spreadsheet would run
 * as a formula (=, +, -, @, tab, CR): data a member typed must never execute on an operator's machine. A negative
 * amount is a number, not a formula, and keeps its sign.
 */
export type CsvCell = string | number | boolean | null | undefined;

const negativeNumber = /^-\d+(\.\d+)?$/;

function cell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !negativeNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * One column of a list page's export (ADR 067): its header in the operator's language and what a row writes in it
 * (amounts as the server's decimal strings, times in the brand's zone, states as the page names them).
 */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

/** One page of a list, read with the filters the page shows. */
export type PageLoader<T> = (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>;

/** A list whose rows leave their currency to the page (the brand's): each row carries it into the export. */
export function withPageCurrency<T>(
  load: (page: number, pageSize: number) => Promise<{ items: T[]; total: number; currency: string }>,
): PageLoader<T & { currency: string }> {
  return async (page, pageSize) => {
    const list = await load(page, pageSize);
    return { total: list.total, items: list.items.map((row) => ({ ...row, currency: list.currency })) };
  };
}

/** A list page's export: every page of its current filter (up to fetchAllPages' limit), one line a row. */
export async function listCsv<T>(load: PageLoader<T>, columns: readonly CsvColumn<T>[]): Promise<string> {
  const rows = await fetchAllPages(load);
  return toCsv(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c) => c.value(row))),
  );
}

export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/** Saves a file the page holds (built here, or as the server sent it) under `fileName`. */
export function downloadFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
