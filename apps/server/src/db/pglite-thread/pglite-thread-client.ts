import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { ThreadError, ThreadOptions, ThreadReady, ThreadReply, ThreadRequest } from './messages';

/** A request without its id, for each kind of request. */
type RequestBody = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
/** Drizzle passes parsers only to keep some types as text (identity functions); their oids are what matters. */
type QueryConfig = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

/** The part of a PGlite client that drizzle-orm's PGlite driver uses: queries and transactions. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], config?: QueryConfig): Promise<Results<T>>;
}

export interface PgliteThreadClient extends PgliteQueries {
  transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  /** The data folder as a gzipped tar, taken between transactions (the worker's dumpDataDir). */
  dumpDataDir(): Promise<Uint8Array>;
  close(): Promise<void>;
}

// The worker is plain JavaScript and starts without the TypeScript loader (no execArgv): in Node 20 the loader's hooks
// run on a thread of their own for every thread that has them, which cost about 20 MB of resident memory (decision 0106).
const WORKER_URL = new URL('./pglite-thread-worker.mjs', import.meta.url);

function toError(error: ThreadError): Error {
  return Object.assign(new Error(error.message), { name: error.name }, error.fields);
}

/**
 * Opens the embedded PGlite on a thread of its own. PostgreSQL in WebAssembly runs synchronously, so on
 * the server's thread every statement would stop all requests while it runs; here the server's thread
 * only passes messages, and the database works on the machine's other core.
 */
export async function startPgliteThread(options: ThreadOptions): Promise<PgliteThreadClient> {
  const worker = new Worker(WORKER_URL, { workerData: options, execArgv: [] });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let exited: Error | undefined;

  const failAll = (error: Error) => {
    exited = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  const opened = new Promise<void>((resolve, reject) => {
    worker.once('message', (ready: ThreadReady) => {
      if (!ready.ready) return reject(toError(ready.error));
      worker.on('message', settle);
      resolve();
    });
    worker.on('error', (error) => {
      reject(error);
      failAll(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`The database thread stopped (exit code ${code})`);
      reject(error);
      failAll(error);
    });
  });
  function settle(reply: ThreadReply) {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(toError(reply.error));
  }
  await opened;

  function call<T>(body: RequestBody): Promise<T> {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...body, id });
    });
  }

  const queryIn =
    (txId: number | undefined) =>
    <T>(sql: string, params: unknown[] = [], config: QueryConfig = {}) =>
      call<Results<T>>({
        op: 'query',
        sql,
        params,
        rowMode: config.rowMode ?? 'object',
        textTypes: Object.keys(config.parsers ?? {}).map(Number),
        txId,
      });

  return {
    query: queryIn(undefined),
    async transaction(fn) {
      const txId = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await fn({ query: queryIn(txId) });
      } catch (error) {
        // If the thread is gone there is nothing left to roll back; the caller needs the first error.
        await call({ op: 'rollback', txId }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', txId });
      return result;
    },
    dumpDataDir: () => call<Uint8Array>({ op: 'dump' }),
    async close() {
      if (!exited) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
