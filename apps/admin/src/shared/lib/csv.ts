/**
 * CSV for the operator's spreadsheet: RFC 4180 quoting, a BOM so Excel reads UTF-8 (Chinese names), and
 * a leading apostrophe on cells that a spreadsheet would run as a formula (=, +, -, @): data a member
 * typed must never execute on an operator's machine.
 */
export function toCsv(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  const cell = (value: string | number | boolean | null | undefined): string => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
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
