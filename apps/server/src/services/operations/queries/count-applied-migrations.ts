import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';

/** How many migrations Drizzle has recorded as applied (its own table; 0 before the first). */
export async function countAppliedMigrations(db: Database): Promise<number> {
  const [row] = await queryRows<{ applied: number | string | null }>(
    db,
    sql`select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
                else (select count(*) from drizzle.__drizzle_migrations) end as applied`,
  );
  return Number(row?.applied ?? 0);
}
