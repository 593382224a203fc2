import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './types';

/**
 * The ids of one page of an admin list, as a subquery to join the page's rows onto (a deferred join): a
 * deep page walks only the (sort column, id) index, and the rows' wider columns are read for the page
 * alone. With them in the same query, OFFSET 500,000 read (and cut the text of) every row it skipped.
 */
export function selectPageIds(
  db: Database,
  table: PgTable,
  id: AnyPgColumn,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  pageSize: number,
) {
  return db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('page_ids');
}
