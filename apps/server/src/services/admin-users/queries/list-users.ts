import { and, desc, eq, like, or, type SQL } from 'drizzle-orm';
import { toPagination, type Pagination, type User, type UsersDashboardQuery } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { users } from '../../../db/schema/index';
import { serializeUser } from '../../users/serialize-user';
import { countMatches } from '../../../db/count-up-to';
import { selectPageIds } from '../../../db/page-ids';
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
  const order = [desc(users.createdAt), desc(users.id)];
  const pageIds = selectPageIds(db, users, users.id, where, order, query.page, query.page_size);
  const [rows, totals] = await Promise.all([
    db
      .select({ user: users })
      .from(pageIds)
      .innerJoin(users, eq(users.id, pageIds.id))
      .orderBy(...order)
      .then((found) => found.map((row) => row.user)),
    countMatches(db, users, where, { unfilteredTotal, searching: hasSearchText(query.search) }),
  ]);
  return {
    users: rows.map(serializeUser),
    pagination: toPagination(query.page, query.page_size, totals.total, totals.lowerBound),
  };
}
