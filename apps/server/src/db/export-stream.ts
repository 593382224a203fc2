import { Readable } from 'node:stream';
import { toSafeCsvCell } from '@shobdo/contracts';

export type ExportFormat = 'json' | 'csv';

/**
 * Turns batches of rows into a JSON array or a CSV file, one batch in memory at a time, so an
 * export of a million rows streams instead of being built whole. CSV cells are formula-safe.
 */
export function toExportStream<T extends Record<string, unknown>>(
  batches: AsyncIterable<T[]>,
  format: ExportFormat,
  columns: (keyof T & string)[],
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    let first = true;
    if (format === 'csv') yield `\uFEFF${columns.join(',')}\r\n`;
    else yield '[';
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      if (format === 'csv') {
        yield batch.map((row) => columns.map((c) => toSafeCsvCell(toCell(row[c]))).join(',')).join('\r\n') + '\r\n';
      } else {
        yield (first ? '\n' : ',\n') + batch.map((row) => JSON.stringify(row)).join(',\n');
        first = false;
      }
    }
    if (format === 'json') yield '\n]\n';
  }
  return Readable.from(chunks(), { objectMode: false });
}

function toCell(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}

/** `shobdo-<what>-<YYYY-MM-DD>.<json|csv>` (UTC date). */
export function toExportFileName(what: string, format: ExportFormat, now = new Date()): string {
  return `shobdo-${what}-${now.toISOString().slice(0, 10)}.${format}`;
}

/**
 * The headers of an export download: its type, the dated attachment name (toExportFileName) and no caching.
 * Every export route sends these before its stream.
 */
export function toExportHeaders(what: string, format: ExportFormat, now = new Date()): Record<string, string> {
  return {
    'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    'content-disposition': `attachment; filename="${toExportFileName(what, format, now)}"`,
    'cache-control': 'no-store',
  };
}
