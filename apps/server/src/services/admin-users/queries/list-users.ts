import { and, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import { toPagination, type Pagination, type User, type UsersDashboardQuery } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { users } from '../../../db/schema/index';
import { serializeUser } from '../../users/serialize-user';
import { hasSearchText, normalizedText, toSearchPattern } from '../../admin-audit/queries/search-text';

function buildFilter(query: UsersDashboardQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (hasSearchText(query.search)) {
    const pattern = toSearchPattern(query.search);
    conditions.push(
      or(
        like(normalizedText(users.username), pattern),
        like(normalizedText(users.email), pattern),
        like(normalizedText(users.fullName), pattern),
      ),
    );
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.status, query.status));
  return and(...conditions);
}

/** One page of accounts, newest first, with the filtered total. */
export async function listUsers(
  db: Database,
  query: UsersDashboardQuery,
  /** The count of every account when the caller has it (the summary's): an unfiltered list then skips its own count. */
  unfilteredTotal?: number,
): Promise<{ users: User[]; pagination: Pagination }> {
  const where = buildFilter(query);
  const knownTotal = where === undefined ? unfilteredTotal : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    knownTotal === undefined ? db.select({ total: count() }).from(users).where(where) : [{ total: knownTotal }],
  ]);
  return {
    users: rows.map(serializeUser),
    pagination: toPagination(query.page, query.page_size, totals[0]?.total ?? 0),
  };
}
