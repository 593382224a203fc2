// @ts-check
// Plain JavaScript (types checked from the JSDoc), so that the thread starts without the TypeScript loader: Node 20 runs
// the loader's hooks on a thread of their own in every thread that has them, and here that thread cost the server about
// 20 MB of resident memory at start (decision 0106).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { createDurableCommit } from './durable-commit.mjs';

/**
 * @typedef {import('@electric-sql/pglite').Transaction} Transaction
 * @typedef {import('./messages').ThreadError} ThreadError
 * @typedef {import('./messages').ThreadOptions} ThreadOptions
 * @typedef {import('./messages').ThreadReady} ThreadReady
 * @typedef {import('./messages').ThreadReply} ThreadReply
 * @typedef {import('./messages').ThreadRequest} ThreadRequest
 * @typedef {import('./durable-commit.mjs').DurableCommit} DurableCommit
 * @typedef {{ tx: Transaction; finish: (commit: boolean) => void; settled: Promise<void> }} OpenTransaction
 */

/**
 * The database thread: owns the embedded PGlite (PostgreSQL compiled to WebAssembly, which runs
 * synchronously on whatever thread calls it) and answers the queries the server's thread sends.
 * PGlite itself keeps queries from running inside another caller's open transaction.
 */

// Types the caller parses itself (drizzle-orm keeps dates and intervals as text) stay text; one parser
// table per distinct list, as the caller sends the same few lists again and again.
/** @param {string} value */
const KEEP_AS_TEXT = (value) => value;
/** @type {Map<string, Record<number, typeof KEEP_AS_TEXT>>} */
const parserTables = new Map();
/** @param {number[]} oids */
function keepAsText(oids) {
  const key = oids.join(',');
  let table = parserTables.get(key);
  if (!table) {
    table = Object.fromEntries(oids.map((oid) => [oid, KEEP_AS_TEXT]));
    parserTables.set(key, table);
  }
  return table;
}

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker must run in a worker thread');
const { dataDir, durability = 'durable' } = /** @type {ThreadOptions} */ (workerData);

/**
 * PGlite's default start parameters without `-F` (fsync off): with durability on, PostgreSQL asks
 * for its fsyncs as it would on a server, and durable-commit.mjs makes them reach the disk.
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

/**
 * A request that may have changed the database: its answer waits for the durability barrier.
 * @param {ThreadRequest} request
 */
function mayWrite(request) {
  if (request.op === 'commit') return true;
  if (request.op !== 'query' || request.txId !== undefined) return false;
  return !/^\s*(select|show)\b/i.test(request.sql);
}
/** @type {Map<number, OpenTransaction>} */
const transactions = new Map();
let nextTxId = 1;

/**
 * @param {unknown} error
 * @returns {ThreadError}
 */
function toThreadError(error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

const ROLLBACK = Symbol('rollback');

/**
 * @param {PGlite} pg
 * @returns {Promise<number>}
 */
function begin(pg) {
  return new Promise((resolveBegun, rejectBegun) => {
    const txId = nextTxId++;
    /** @type {Promise<void>} */
    const settled = pg
      .transaction(
        (tx) =>
          /** @type {Promise<void>} */ (
            new Promise((resolve, reject) => {
              transactions.set(txId, { tx, finish: (commit) => (commit ? resolve() : reject(ROLLBACK)), settled });
              resolveBegun(txId);
            })
          ),
      )
      .catch((/** @type {unknown} */ error) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(txId));
    // BEGIN itself failed: the transaction never opened.
    settled.catch(rejectBegun);
  });
}

/**
 * The whole data folder as a gzipped tar, for `npm run backup` while the server runs (decision 0048).
 * The checkpoint writes the buffered pages out first, so a restore replays little write-ahead log.
 * Inside a transaction of its own no other caller's transaction is open (PGlite runs one at a time), and
 * the dump holds PGlite's query lock, so it is a snapshot between committed transactions.
 * @param {PGlite} pg
 * @returns {Promise<Uint8Array>}
 */
async function dumpDataDir(pg) {
  await pg.exec('CHECKPOINT');
  const blob = await pg.transaction(() => pg.dumpDataDir('gzip'));
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * @param {PGlite} pg
 * @param {ThreadRequest} request
 * @returns {Promise<unknown>}
 */
async function handle(pg, request) {
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
  /** @type {DurableCommit | undefined} */
  const commits = durable ? createDurableCommit(dataDir) : undefined;
  // A new 16 MB WAL segment is otherwise written full of zeros first, through PGlite's file-system
  // emulation: a stall of every query for tens of milliseconds each time the log grows by a segment (the
  // analyze benchmark's slowest answers). PostgreSQL documents the option for file systems that do not
  // need the preallocation; the segment is still created before it is used. PGlite has one session, so
  // SET lasts for the life of the database.
  await pg.exec('SET wal_init_zero = off');
  port.on('message', (/** @type {ThreadRequest} */ request) => {
    handle(pg, request)
      .then((value) => {
        if (commits && mayWrite(request)) commits.barrier();
        return value;
      })
      .then(
        (value) => port.postMessage(/** @satisfies {ThreadReply} */ ({ id: request.id, ok: true, value })),
        (/** @type {unknown} */ error) =>
          port.postMessage(
            /** @satisfies {ThreadReply} */ ({ id: request.id, ok: false, error: toThreadError(error) }),
          ),
      );
  });
  port.postMessage(/** @satisfies {ThreadReady} */ ({ ready: true }));
} catch (error) {
  port.postMessage(/** @satisfies {ThreadReady} */ ({ ready: false, error: toThreadError(error) }));
}
