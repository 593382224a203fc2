import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './embedded-lock';
import type { Database, DatabaseDriver } from './types';
import { startPgliteThread, type PgliteThreadClient } from './pglite-thread/pglite-thread-client';
import type { Durability } from './pglite-thread/messages';

export interface OpenDatabase {
  db: Database;
  driver: DatabaseDriver;
  close: () => Promise<void>;
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
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite (in the data folder, locked). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
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
    const client = await startPgliteThread({
      dataDir: path.join(options.dataDir, 'pglite'),
      durability: options.durability ?? 'durable',
    });
    return {
      db: toDatabase(client),
      driver: 'pglite',
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Drizzle's PGlite driver uses only query() and transaction(), which the thread client provides. */
function toDatabase(client: PGlite | PgliteThreadClient): Database {
  return drizzlePglite({ client: client as PGlite, schema }) as unknown as Database;
}
