/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whole cents as a spreadsheet reads dollars: "2450.05", no sign or separators. */
export const csvDollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * One CSV cell: text that a spreadsheet would run as a formula gets a leading
 * single quote; every cell is quoted with inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  const text = String(value);
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A CSV document with a header row, CRLF line ends and a UTF-8 byte order
 * mark so spreadsheets read accents and names correctly.
 */
export function toCsv<T>(
  columns: readonly { header: string; value: (row: T) => string | number | boolean | null }[],
  rows: readonly T[],
): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
