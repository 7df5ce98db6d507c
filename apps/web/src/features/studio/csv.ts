// CSV exports of the studio's figures (issue 26), made in the browser: RFC 4180 quoting,
// and text that a spreadsheet would run as a formula is prefixed with an apostrophe.

export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as they are; text quoted when it holds a quote, comma or line break. */
export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV text, lines ending CRLF as RFC 4180 has them. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, rows: readonly (readonly CsvCell[])[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once may cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
