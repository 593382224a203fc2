import { sql } from 'drizzle-orm';
import { USER_LIST_LIMIT, type UserListResponse } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';

/** GET /api/users/users/user_list/: the newest accounts (the paged, searchable list is users_dashboard/). */
export async function getUserList(db: Database): Promise<UserListResponse> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, username, role, status, analysis_count, created_at
        from users order by created_at desc, id limit ${USER_LIST_LIMIT}`,
  );
  const [{ total } = { total: 0 }] = await queryRows<{ total: string | number }>(
    db,
    sql`select count(*) as total from users`,
  );
  return {
    total: Number(total),
    users: rows.map((r) => ({
      id: String(r.id),
      username: String(r.username),
      role: r.role as 'admin' | 'moderator' | 'user',
      status: r.status as 'active' | 'inactive',
      analysis_count: Number(r.analysis_count),
      join_date: new Date(r.created_at as string).toISOString(),
    })),
  };
}
