import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { ThreadError, ThreadOptions, ThreadReady, ThreadReply, ThreadRequest } from './messages';
import { createDurableCommit, type DurableCommit } from './durable-commit';

/**
 * The database thread: owns the embedded PGlite (PostgreSQL compiled to WebAssembly, which runs
 * synchronously on whatever thread calls it) and answers the queries the server's thread sends.
 * PGlite itself keeps queries from running inside another caller's open transaction.
 */

// Types the caller parses itself (drizzle-orm keeps dates and intervals as text) stay text; one parser
// table per distinct list, as the caller sends the same few lists again and again.
const KEEP_AS_TEXT = (value: string) => value;
const parserTables = new Map<string, Record<number, typeof KEEP_AS_TEXT>>();
function keepAsText(oids: number[]): Record<number, typeof KEEP_AS_TEXT> {
  const key = oids.join(',');
  let table = parserTables.get(key);
  if (!table) {
    table = Object.fromEntries(oids.map((oid) => [oid, KEEP_AS_TEXT]));
    parserTables.set(key, table);
  }
  return table;
}

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  settled: Promise<void>;
}

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker must run in a worker thread');
const { dataDir, durability = 'durable' } = workerData as ThreadOptions;

/**
 * PGlite's default start parameters without `-F` (fsync off): with durability on, PostgreSQL asks
 * for its fsyncs as it would on a server, and durable-commit.ts makes them reach the disk.
 */
const DURABLE_START_PARAMS = [
  '--single',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
];

/** A request that may have changed the database: its answer waits for the durability barrier. */
function mayWrite(request: ThreadRequest): boolean {
  if (request.op === 'commit') return true;
  if (request.op !== 'query' || request.txId !== undefined) return false;
  return !/^\s*(select|show)\b/i.test(request.sql);
}
const transactions = new Map<number, OpenTransaction>();
let nextTxId = 1;

function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

function begin(pg: PGlite): Promise<number> {
  return new Promise((resolveBegun, rejectBegun) => {
    const txId = nextTxId++;
    const settled = pg
      .transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(txId, { tx, finish: (commit) => (commit ? resolve() : reject(ROLLBACK)), settled });
            resolveBegun(txId);
          }),
      )
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(txId));
    // BEGIN itself failed: the transaction never opened.
    settled.catch(rejectBegun);
  });
}

const ROLLBACK = Symbol('rollback');

/**
 * The whole data folder as a gzipped tar, for `npm run backup` while the server runs (decision 0048).
 * The checkpoint writes the buffered pages out first, so a restore replays little write-ahead log.
 * Inside a transaction of its own no other caller's transaction is open (PGlite runs one at a time), and
 * the dump holds PGlite's query lock, so it is a snapshot between committed transactions.
 */
async function dumpDataDir(pg: PGlite): Promise<Uint8Array> {
  await pg.exec('CHECKPOINT');
  const blob = await pg.transaction(() => pg.dumpDataDir('gzip'));
  return new Uint8Array(await blob.arrayBuffer());
}

async function handle(pg: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.txId === undefined ? pg : transactions.get(request.txId)?.tx;
      if (!target) throw new Error(`Transaction ${request.txId} is not open`);
      return target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: keepAsText(request.textTypes),
      });
    }
    case 'begin':
      return begin(pg);
    case 'commit':
    case 'rollback': {
      const open = transactions.get(request.txId);
      if (!open) throw new Error(`Transaction ${request.txId} is not open`);
      open.finish(request.op === 'commit');
      await open.settled;
      return null;
    }
    case 'dump':
      return dumpDataDir(pg);
    case 'close':
      await pg.close();
      return null;
  }
}

try {
  const durable = dataDir !== undefined && durability === 'durable';
  // PostgreSQL clears its whole buffer cache at start: PGlite's default of 128 MB was 128 MB of the
  // server's resident memory before the first request. 32 MB still holds the hot pages of millions of
  // analyses' indexes (docs/performance.md, batch section).
  const pg = await PGlite.create(dataDir, {
    postgresqlconf: 'shared_buffers = 32MB',
    ...(durable ? { startParams: DURABLE_START_PARAMS } : {}),
  });
  const commits: DurableCommit | undefined = durable ? createDurableCommit(dataDir) : undefined;
  // A new 16 MB WAL segment is otherwise written full of zeros first, through PGlite's file-system
  // emulation: a stall of every query for tens of milliseconds each time the log grows by a segment (the
  // analyze benchmark's slowest answers). PostgreSQL documents the option for file systems that do not
  // need the preallocation; the segment is still created before it is used. PGlite has one session, so
  // SET lasts for the life of the database.
  await pg.exec('SET wal_init_zero = off');
  port.on('message', (request: ThreadRequest) => {
    handle(pg, request)
      .then((value) => {
        if (commits && mayWrite(request)) commits.barrier();
        return value;
      })
      .then(
        (value) => port.postMessage({ id: request.id, ok: true, value } satisfies ThreadReply),
        (error: unknown) =>
          port.postMessage({ id: request.id, ok: false, error: toThreadError(error) } satisfies ThreadReply),
      );
  });
  port.postMessage({ ready: true } satisfies ThreadReady);
} catch (error) {
  port.postMessage({ ready: false, error: toThreadError(error) } satisfies ThreadReady);
}
