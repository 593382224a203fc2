import { sql } from 'drizzle-orm';
import type { AdminDashboardResponse } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';

/** GET /api/users/users/admin_dashboard/: accounts by status and role, new accounts, all analyses. docs/metrics.md "Admin summary". */
export async function getAdminUserSummary(db: Database): Promise<AdminDashboardResponse> {
  const [row] = await queryRows<Record<string, string | number>>(
    db,
    sql`select count(*) as total, count(*) filter (where status = 'active') as active, count(*) filter (where status = 'inactive') as inactive,
               count(*) filter (where role = 'admin') as admin, count(*) filter (where role = 'user') as "user",
               count(*) filter (where role = 'moderator') as moderator,
               count(*) filter (where created_at > now() - interval '7 days') as new_users,
               (select coalesce(sum(analyses), 0) from analytics_analysis_days) as analyses
        from users`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    total_users: n('total'),
    active_users: n('active'),
    inactive_users: n('inactive'),
    role_distribution: { admin: n('admin'), user: n('user'), moderator: n('moderator') },
    new_users_last_7_days: n('new_users'),
    total_analyses: n('analyses'),
  };
}
