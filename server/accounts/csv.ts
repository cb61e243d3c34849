/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"): they start with = + - @, a tab or a CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): a would-be formula gets a leading ', then quotes where commas, quotes or lines need them. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: CRLF line ends, and a byte-order mark so Excel reads the UTF-8 (accents in names). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
