import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';

/**
 * Users active in [start, end] who had also been active on some day before `start`.
 * docs/metrics.md "Returning users".
 *
 * When the window reaches the newest active day, that is the users whose last active day is in it less those
 * whose first active day is in it too (two counts over analytics_user_spans); otherwise the user-days are read.
 */
export async function getReturningUsers(db: Database, start: string, end: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`with newest as (select max(day) as day from analytics_user_days)
        select case when newest.day is null then 0
                    when ${end}::date >= newest.day then
                      (select count(*) from analytics_user_spans where last_day >= ${start}::date)
                      - (select count(*) from analytics_user_spans where first_day >= ${start}::date)
                    else (select count(*) from (select distinct user_id from analytics_user_days
                                                 where day between ${start}::date and ${end}::date) recent
                          where exists (select 1 from analytics_user_days earlier
                                        where earlier.user_id = recent.user_id and earlier.day < ${start}::date))
               end as n
        from newest`,
  );
  return Number(row?.n ?? 0);
}
