import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { ROLLUP_LOCK_KEY } from './refresh-rollups';
import { queryRows } from '../../../db/query-rows';

/**
 * Distinct signed-in users active (an analysis, a page view or an activity entry) on at least one
 * day in [start, end]. docs/metrics.md "Active users" and "Weekly active users".
 *
 * A window that reaches the newest active day is a count over analytics_user_spans (a user was active in it
 * when their last active day is in it). An older window is counted once from analytics_user_days and kept in
 * analytics_window_users until a refresh rebuilds a day it covers.
 */
export async function getActiveUsers(db: Database, start: string, end: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number | null; cached: number | null }>(
    db,
    sql`with newest as (select max(day) as day from analytics_user_days)
        select case when newest.day is null then 0
                    when ${end}::date >= newest.day then
                      (select count(*) from analytics_user_spans where last_day >= ${start}::date and first_day <= ${end}::date)
               end as n,
               (select users from analytics_window_users where start_day = ${start}::date and end_day = ${end}::date) as cached
        from newest`,
  );
  if (row?.n !== null && row?.n !== undefined) return Number(row.n);
  if (row?.cached !== null && row?.cached !== undefined) return Number(row.cached);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // Shared with other readers, exclusive of a refresh: while it is held no refresh can commit, so the
    // count stored here is the count of the roll-ups as they stand (a refresh later drops it if needed).
    const [lock] = await queryRows<{ locked: boolean }>(
      t,
      sql`select pg_try_advisory_xact_lock_shared(${ROLLUP_LOCK_KEY}) as locked`,
    );
    const [counted] = await queryRows<{ n: string | number }>(
      t,
      sql`select count(distinct user_id) as n from analytics_user_days where day between ${start}::date and ${end}::date`,
    );
    const n = Number(counted?.n ?? 0);
    if (lock?.locked) {
      await t.execute(sql`insert into analytics_window_users (start_day, end_day, users)
                          values (${start}::date, ${end}::date, ${n}) on conflict do nothing`);
    }
    return n;
  });
}
