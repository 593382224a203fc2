import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';

/**
 * Distinct signed-in users with an analysis, a page view or an activity entry in the last 24 hours
 * (a rolling window, read from the source tables through their created_at indexes).
 * docs/metrics.md "Daily active users".
 */
export async function getDailyActiveUsers(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from (
          select user_id from analyses where created_at > now() - interval '24 hours' and user_id is not null
          union
          select user_id from visits where created_at > now() - interval '24 hours' and user_id is not null
          union
          select user_id from activity_logs where created_at > now() - interval '24 hours' and user_id is not null) active`,
  );
  return Number(row?.n ?? 0);
}
