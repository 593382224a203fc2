import { sql } from 'drizzle-orm';
import type { UsersSummary } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { users } from '../../../db/schema/index';
import { cachedSummary } from '../../admin-audit/summary-cache';

/** Users summary of docs/product/api.md#entities, over every account (filters do not change it); cached briefly (summary-cache.ts). */
export function getUsersSummary(db: Database): Promise<UsersSummary> {
  return cachedSummary(db, 'users', () => computeUsersSummary(db));
}

async function computeUsersSummary(db: Database): Promise<UsersSummary> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${users.status} = 'active'))::int`,
      admin: sql<number>`(count(*) filter (where ${users.role} = 'admin'))::int`,
      moderator: sql<number>`(count(*) filter (where ${users.role} = 'moderator'))::int`,
      user: sql<number>`(count(*) filter (where ${users.role} = 'user'))::int`,
    })
    .from(users);
  const total = row?.total ?? 0;
  const active = row?.active ?? 0;
  return {
    total_users: total,
    active_users: active,
    inactive_users: total - active,
    role_distribution: { admin: row?.admin ?? 0, user: row?.user ?? 0, moderator: row?.moderator ?? 0 },
  };
}
