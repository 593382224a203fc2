import type { SQL } from 'drizzle-orm';
import type { Database } from './types';

/** Runs raw SQL and returns its rows, the same way on both drivers (PGlite and node-postgres). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
