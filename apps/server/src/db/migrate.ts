import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, DatabaseDriver } from './types';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the versioned migrations not applied yet (drizzle keeps the record in its own table). */
export async function applyMigrations(db: Database, driver: DatabaseDriver): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (driver === 'pglite') await migratePglite(db as unknown as PgliteDatabase<typeof schema>, config);
  else await migratePostgres(db as unknown as NodePgDatabase<typeof schema>, config);
}

// Any fixed number: instances starting together on one PostgreSQL take turns at migrating.
const MIGRATION_LOCK_KEY = 1_500_047;

/**
 * PostgreSQL: applies pending migrations on a connection of its own, without the statement time-out that
 * bounds requests (rewriting a large table may take minutes), holding an advisory lock so that instances
 * starting at the same moment migrate one after the other: the first applies, the others find nothing
 * left to do (drizzle's migrator takes no lock of its own, and two at once collide on CREATE TABLE).
 */
export async function applyMigrationsExclusively(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    // Closing the connection releases the lock too, also when a migration failed.
    await client.end();
  }
}
