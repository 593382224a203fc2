import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/web-worker';
import { fileKind, MAX_FILE_BYTES, TableError, toTable, type ParsedTable } from './table-input';

/** Reads a CSV or Excel file into a table (runs inside the parsing worker, off the page's thread). */
export async function parseFile(file: File): Promise<ParsedTable> {
  const kind = fileKind(file.name, file.type);
  if (!kind) throw new TableError('unsupported');
  if (file.size > MAX_FILE_BYTES) throw new TableError('tooBig');
  if (file.size === 0) throw new TableError('empty');
  if (kind === 'csv') {
    const result = Papa.parse<string[]>(await file.text(), { skipEmptyLines: 'greedy' });
    if (result.data.length === 0 && result.errors.length > 0) throw new TableError('unreadable');
    return toTable(result.data);
  }
  let sheet: readonly (readonly unknown[])[];
  try {
    sheet = await readSheet(file);
  } catch {
    throw new TableError('unreadable');
  }
  return toTable(sheet);
}
