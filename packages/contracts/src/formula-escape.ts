/**
 * A spreadsheet runs a cell that begins with =, +, -, @, a tab or a carriage return as a formula
 * (CSV/formula injection, docs/product/decisions.md, Exports). The one rule, shared by the server's CSV
 * exports and the web app's Excel and CSV files.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet shows and never runs: a leading formula trigger gets a `'` prefix. */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180 quoting of one CSV field (no escaping): the web app's CSV writer and the server's share it. */
export function quoteCsvField(text: string): string {
  return /[",\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV cell (RFC 4180 quoting), formula-safe; null and undefined are empty. */
export function toSafeCsvCell(value: unknown): string {
  return quoteCsvField(escapeFormula(value === null || value === undefined ? '' : String(value)));
}
