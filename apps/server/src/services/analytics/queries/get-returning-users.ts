import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from './sql-rows';

/**
 * Users active in [start, end] who had also been active on some day before `start`.
 * docs/metrics.md "Returning users".
 */
export async function getReturningUsers(db: Database, start: string, end: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from (select distinct user_id from analytics_user_days where day between ${start}::date and ${end}::date) recent
        where exists (select 1 from analytics_user_days earlier where earlier.user_id = recent.user_id and earlier.day < ${start}::date)`,
  );
  return Number(row?.n ?? 0);
}
