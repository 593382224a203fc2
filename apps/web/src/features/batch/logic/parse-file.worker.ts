/// <reference lib="webworker" />
import { parseFile } from './parse-file';
import { TableError, type ParsedTable, type TableErrorCode } from './table-input';

export type ParseReply = { ok: true; table: ParsedTable } | { ok: false; code: TableErrorCode };

// One file in, one table (or an error code) out: a 100,000-row file is parsed here, not on the page's thread.
self.onmessage = async (event: MessageEvent<File>) => {
  let reply: ParseReply;
  try {
    reply = { ok: true, table: await parseFile(event.data) };
  } catch (error) {
    reply = { ok: false, code: error instanceof TableError ? error.code : 'unreadable' };
  }
  self.postMessage(reply);
};
