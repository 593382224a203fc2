import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, DatabaseDriver } from './types';
import type * as schema from './schema';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the versioned migrations not applied yet (drizzle keeps the record in its own table). */
export async function applyMigrations(db: Database, driver: DatabaseDriver): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (driver === 'pglite') await migratePglite(db as unknown as PgliteDatabase<typeof schema>, config);
  else await migratePostgres(db as unknown as NodePgDatabase<typeof schema>, config);
}
