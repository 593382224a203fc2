import { desc, sql, type SQL } from 'drizzle-orm';
import type { User } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { users } from '../../../db/schema/index';
import { serializeUser } from '../../users/serialize-user';

const BATCH = 2000;

/** Every account, newest first, in batches read by keyset (no OFFSET, one batch in memory). */
export async function* readAllUsers(db: Database, batch = BATCH): AsyncGenerator<User[]> {
  // The cursor keeps created_at as PostgreSQL's text: a JS Date drops the microseconds and would skip rows.
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const where: SQL | undefined = after
      ? // A row comparison, which the (created_at DESC, id DESC) index serves; an OR of the two made each batch a scan.
        sql`(${users.createdAt}, ${users.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows = await db
      .select({ row: users, cursor: sql<string>`${users.createdAt}::text` })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map(({ row }) => serializeUser(row));
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursor, id: last.row.id };
    if (rows.length < batch) return;
  }
}

export const USER_EXPORT_COLUMNS: (keyof User)[] = [
  'id',
  'username',
  'email',
  'full_name',
  'role',
  'status',
  'preferred_language',
  'country',
  'age',
  'analysis_count',
  'last_analysis',
  'joinDate',
];
