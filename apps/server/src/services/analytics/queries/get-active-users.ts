import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from './sql-rows';

/**
 * Distinct signed-in users active (an analysis, a page view or an activity entry) on at least one
 * day in [start, end]. docs/metrics.md "Active users" and "Weekly active users".
 */
export async function getActiveUsers(db: Database, start: string, end: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(distinct user_id) as n from analytics_user_days where day between ${start}::date and ${end}::date`,
  );
  return Number(row?.n ?? 0);
}
