import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';

export interface LabelledText {
  text: string;
  label: string;
}

export interface LabelledCsv {
  rows: LabelledText[];
  /** sha256 of the file's bytes: the training-data fingerprint stored in model files. */
  sha256: string;
}

type CsvRecord = Record<string, string | undefined>;

/**
 * The records of a CSV with a header, each with the named columns (a readable error for a missing one or for no
 * rows). `lenientQuotes` reads a stray quote inside an unquoted field as text, as spreadsheet programs do.
 */
function readRecords(path: string, bytes: Buffer, columns: readonly string[], lenientQuotes = false): CsvRecord[] {
  const records = parse(bytes, {
    columns: true,
    skip_empty_lines: true,
    bom: true,
    relax_column_count: true,
    relax_quotes: lenientQuotes,
  }) as CsvRecord[];
  const first = records[0];
  if (!first) throw new Error(`${path}: no data rows`);
  for (const column of columns) {
    if (!(column in first)) throw new Error(`${path}: missing column "${column}"`);
  }
  return records;
}

/**
 * The records of a CSV with a header that must hold `columns` (a readable error for a missing one or for no rows),
 * a stray quote inside an unquoted field read as text, as spreadsheet programs read it.
 */
export function readCsvRecords(path: string, columns: readonly string[]): CsvRecord[] {
  return readRecords(path, readFileSync(path), columns, true);
}

/** Reads a `text,label` CSV with a header. Throws a readable error for a missing column or no rows. */
export function readLabelledCsv(path: string): LabelledCsv {
  const bytes = readFileSync(path);
  const rows = readRecords(path, bytes, ['text', 'label']).map((r) => ({
    text: r.text ?? '',
    label: (r.label ?? '').trim(),
  }));
  return { rows, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * How to read a set whose CSV is not `text,label`: the column that holds the comment, and how a record's
 * columns give its label. The label rule is named so that a model file can record which one it used.
 */
export interface CsvColumns {
  text: string;
  label: { name: string; of: (record: Readonly<CsvRecord>) => string };
}

/**
 * Reads the labelled rows of another team's CSV by `columns`. Such files are not always strict CSV (a stray
 * quote inside an unquoted field), so quotes are read leniently, as spreadsheet programs read them.
 */
export function readCsvByColumns(path: string, columns: CsvColumns): LabelledText[] {
  return readCsvRecords(path, [columns.text]).map((r) => ({
    text: r[columns.text] ?? '',
    label: columns.label.of(r).trim(),
  }));
}
