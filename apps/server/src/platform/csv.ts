/**
 * CSV for an operator's spreadsheet (ADR 067), as the back office's own exports write it: RFC 4180 quoting, CRLF
 * lines, a BOM so Excel reads UTF-8 (Chinese names), and an apostrophe before a cell a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR): text a member typed must never execute on an operator's machine. A negative amount
 * is a number, not a formula, and keeps its sign.
 */
export type CsvCell = string | number | null | undefined;

const negativeNumber = /^-\d+(\.\d+)?$/;

function cell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !negativeNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
