import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_COUNT_CAP } from '@shobdo/contracts';
import type { Database } from './types';

/**
 * The number of rows of `table` that match `where`, counted exactly up to `cap` (ADR 0035): a broad admin
 * search counts at most cap + 1 matches and says the total is a lower bound, instead of reading and
 * re-checking every match (0.5–2.5 s over a million analyses; tens of milliseconds for 1,001).
 */
export async function countUpTo(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  cap = ADMIN_COUNT_CAP,
): Promise<{ total: number; lowerBound: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, lowerBound: true } : { total: n, lowerBound: false };
}

/**
 * The filtered total of an admin list: the caller's count of every row for an unfiltered list (the
 * summary's), counted up to the cap for a text search (the costly filter), exact otherwise.
 */
export async function countMatches(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  { unfilteredTotal, searching }: { unfilteredTotal: number | undefined; searching: boolean },
): Promise<{ total: number; lowerBound: boolean }> {
  if (where === undefined && unfilteredTotal !== undefined) return { total: unfilteredTotal, lowerBound: false };
  if (searching) return countUpTo(db, table, where);
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return { total: row?.n ?? 0, lowerBound: false };
}
