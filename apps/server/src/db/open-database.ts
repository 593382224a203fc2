import { execFile } from 'node:child_process';
import fs, { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './embedded-lock';
import type { Database, DatabaseDriver } from './types';
import { startPgliteThread, type PgliteThreadClient } from './pglite-thread/pglite-thread-client';
import type { Durability } from './pglite-thread/messages';
import { MIGRATIONS_DIR } from './migrate';

export interface OpenDatabase {
  db: Database;
  driver: DatabaseDriver;
  close: () => Promise<void>;
  /** The embedded database in a data folder only: its files as a gzipped tar, taken while it runs (npm run backup). */
  dumpDataDir?: () => Promise<Uint8Array>;
}

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedStorage: 'data-dir' | 'memory';
  /** The embedded database's commits: on disk before acknowledged ('durable', the default) or not. */
  durability?: Durability;
  onLockCompromised: (error: Error) => void;
  onIdleClientError: (error: Error) => void;
  /** An already open PGlite to use (and leave open): tests reuse warmed-up instances. */
  pglite?: PGlite;
  /** PostgreSQL only: bounds on waiting for a connection and on one statement (decision 0047). */
  timeouts?: DatabaseTimeouts;
}

export interface DatabaseTimeouts {
  /** Connecting, or waiting for a free pooled connection. */
  connectMs: number;
  /** One statement, cancelled by the server; the client gives up a second later if the server is silent. */
  statementMs: number;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite (in the data folder, locked). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const { timeouts } = options;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A stopped or unreachable server must turn into a quick error (a 503), never a request that hangs:
      // connecting and waiting for a pooled connection are bounded, and so is every statement, by the
      // server (statement_timeout) and, should the server stop answering altogether, by the client.
      ...(timeouts && {
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        query_timeout: timeouts.statementMs + 1000,
      }),
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it and the next query reconnects.
    pool.on('error', options.onIdleClientError);
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  if (options.pglite) {
    return { db: toDatabase(options.pglite), driver: 'pglite', close: async () => {} };
  }
  if (options.embeddedStorage === 'memory') {
    const client = await startPgliteThread({ dataDir: undefined });
    return { db: toDatabase(client), driver: 'pglite', close: () => client.close() };
  }
  const release = await lockDataDir(options.dataDir, options.onLockCompromised);
  try {
    const dataDir = path.join(options.dataDir, 'pglite');
    const durability = options.durability ?? 'durable';
    if (!existsSync(dataDir)) await createDataDir(dataDir);
    const client = await startPgliteThread({ dataDir, durability });
    return {
      db: toDatabase(client),
      driver: 'pglite',
      close: async () => {
        await client.close();
        await release();
      },
      dumpDataDir: () => client.dumpDataDir(),
    };
  } catch (error) {
    await release();
    throw error;
  }
}

const CREATE_DATA_DIR_SCRIPT = fileURLToPath(new URL('./pglite-thread/create-data-dir.mjs', import.meta.url));

/**
 * Creates the embedded database folder, migrated. initdb in WebAssembly touches about 500 MB that the
 * process keeps resident afterwards, even when it ran on a thread that has ended (a first start measured
 * 500 MB against 350 MB on an existing folder), so it runs in a child process, and the migrations with it
 * (the server's own pass then finds nothing to do). The folder is built beside its final
 * place, flushed to disk and renamed, so a crash during creation leaves no half-made database to open.
 */
async function createDataDir(dataDir: string): Promise<void> {
  const building = `${dataDir}.creating`;
  await fs.promises.rm(building, { recursive: true, force: true });
  await promisify(execFile)(process.execPath, [CREATE_DATA_DIR_SCRIPT, building, MIGRATIONS_DIR], { env: process.env });
  await fsyncTree(building);
  await fs.promises.rename(building, dataDir);
  await fsyncPath(path.dirname(dataDir));
}

async function fsyncPath(target: string): Promise<void> {
  const handle = await fs.promises.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** fsyncs every file and folder under `folder`, the folder itself last. */
async function fsyncTree(folder: string): Promise<void> {
  for (const entry of await fs.promises.readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) await fsyncTree(full);
    else if (entry.isFile()) await fsyncPath(full);
  }
  await fsyncPath(folder);
}

/** Drizzle's PGlite driver uses only query() and transaction(), which the thread client provides. */
function toDatabase(client: PGlite | PgliteThreadClient): Database {
  return drizzlePglite({ client: client as PGlite, schema }) as unknown as Database;
}
