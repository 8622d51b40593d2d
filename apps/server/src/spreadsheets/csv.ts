/** Spreadsheets the product hands out (participants, impact, an organization's figures): the cells and the text. */

/**
 * A spreadsheet would run a cell that starts with one of these as a formula (CSV injection):
 * such cells get a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * RFC 4180 text: CRLF line ends, quotes only where needed. The byte-order mark lets Excel read
 * the names as UTF-8.
 */
export function csvText(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
