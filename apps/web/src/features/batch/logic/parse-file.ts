import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/web-worker';
import { fileKind, MAX_FILE_BYTES, TableError, toTable, type ParsedTable } from './table-input';

/**
 * The text of a CSV or text file: UTF-16 when it starts with that byte-order mark (Excel's "Unicode Text" export,
 * tab-separated, the one Excel format that keeps Bengali besides "CSV UTF-8"), else UTF-8.
 */
export function decodeTableText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** Reads a CSV or Excel file into a table (runs inside the parsing worker, off the page's thread). */
export async function parseFile(file: File): Promise<ParsedTable> {
  const kind = fileKind(file.name, file.type);
  if (!kind) throw new TableError('unsupported');
  if (file.size > MAX_FILE_BYTES) throw new TableError('tooBig');
  if (file.size === 0) throw new TableError('empty');
  if (kind === 'csv') {
    const text = decodeTableText(new Uint8Array(await file.arrayBuffer()));
    const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
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
