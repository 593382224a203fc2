import { BATCH_MAX_TEXTS } from '@shobdo/contracts';

/** A parsed file: its header cells and its data rows, every cell as text. */
export interface ParsedTable {
  columns: string[];
  rows: string[][];
}

/** Why a file could not be read; the page shows the matching message in the user's language. */
export type TableErrorCode = 'unsupported' | 'empty' | 'tooBig' | 'unreadable';

export class TableError extends Error {
  constructor(readonly code: TableErrorCode) {
    super(code);
  }
}

/** Largest file the page reads (a 100,000-row export of comments is a few tens of megabytes). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** Most rows one run sends. */
export const MAX_ROWS = 200_000;
/** Texts per request: the server's limit per batch request. */
export const CHUNK_SIZE = BATCH_MAX_TEXTS;

export type FileKind = 'csv' | 'xlsx';

/** CSV (or plain text) by extension or type; Excel 2007+ workbooks; anything else is refused. */
export function fileKind(name: string, type: string): FileKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.tsv') || lower.endsWith('.txt') || type === 'text/csv') return 'csv';
  if (lower.endsWith('.xlsx') || type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    return 'xlsx';
  return null;
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

/**
 * Rows of cells (from a CSV parser or a sheet) as a table: the first row that has any text is the header
 * (empty header cells get "Column N"), wholly empty rows are dropped, short rows are padded.
 */
export function toTable(raw: readonly (readonly unknown[])[]): ParsedTable {
  const rows = raw.map((row) => row.map(cellText)).filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw new TableError('empty');
  const [header, ...data] = rows as [string[], ...string[][]];
  // A loop, not Math.max(...rows): spreading 100,000 arguments overflows the call stack.
  let width = header.length;
  for (const row of data) if (row.length > width) width = row.length;
  const columns = Array.from({ length: width }, (_, i) => header[i]?.trim() || `Column ${i + 1}`);
  if (data.length === 0) throw new TableError('empty');
  if (data.length > MAX_ROWS) throw new TableError('tooBig');
  return { columns, rows: data.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? '')) };
}

const TEXT_NAMES = /^(text|comment|comments|message|review|content|body|মন্তব্য|লেখা|টেক্সট)$/i;

/**
 * The column most likely to hold the comments: one named like it, else the one with the longest texts on
 * average (an id or a date column is short).
 */
export function guessTextColumn(table: ParsedTable): number {
  const named = table.columns.findIndex((c) => TEXT_NAMES.test(c.trim()));
  if (named >= 0) return named;
  const sample = table.rows.slice(0, 200);
  let best = 0;
  let bestLength = -1;
  table.columns.forEach((_, i) => {
    const length = sample.reduce((sum, row) => sum + (row[i]?.trim().length ?? 0), 0);
    if (length > bestLength) {
      best = i;
      bestLength = length;
    }
  });
  return best;
}

/** The texts of one column, in order (empty cells stay: the server reports them for their row). */
export function columnTexts(table: ParsedTable, column: number): string[] {
  return table.rows.map((row) => row[column] ?? '');
}

/** Pasted text: one comment per line; blank lines are skipped. */
export function linesToTexts(pasted: string): string[] {
  return pasted
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Consecutive slices of at most `size`. */
export function chunk<T>(items: readonly T[], size: number = CHUNK_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
