import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { User } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { users } from '../../db/schema';
import { serializeUser } from '../users/serialize-user';

const BATCH = 2000;

/** Every account, newest first, in batches read by keyset (no OFFSET, one batch in memory). */
export async function* readAllUsers(db: Database): AsyncGenerator<User[]> {
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const where: SQL | undefined = after
      ? or(lt(users.createdAt, after.createdAt), and(eq(users.createdAt, after.createdAt), lt(users.id, after.id)))
      : undefined;
    const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(BATCH);
    if (rows.length === 0) return;
    yield rows.map(serializeUser);
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < BATCH) return;
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
