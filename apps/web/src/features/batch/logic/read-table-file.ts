import type { ParseReply } from './parse-file.worker';
import { fileKind, MAX_FILE_BYTES, TableError, type ParsedTable } from './table-input';

/** Parses a CSV or Excel file in a worker of its own, which ends when the table (or the error) is back. */
export function readTableFile(file: File): Promise<ParsedTable> {
  if (!fileKind(file.name, file.type)) return Promise.reject(new TableError('unsupported'));
  if (file.size > MAX_FILE_BYTES) return Promise.reject(new TableError('tooBig'));
  const worker = new Worker(new URL('./parse-file.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ParsedTable>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ParseReply>) => {
      if (event.data.ok) resolve(event.data.table);
      else reject(new TableError(event.data.code));
    };
    worker.onerror = () => reject(new TableError('unreadable'));
    worker.postMessage(file);
  }).finally(() => worker.terminate());
}
