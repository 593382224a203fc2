import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../sql-rows';

export interface Retention {
  previousWeekUsers: number;
  retainedUsers: number;
}

/**
 * Week-over-week retention: of the users active in the 7 days before `weekStart`, how many were
 * active again in [weekStart, weekEnd]. docs/metrics.md "Retention (7 days)".
 */
export async function getRetention(db: Database, weekStart: string, weekEnd: string): Promise<Retention> {
  const [row] = await queryRows<{ previous: string | number; retained: string | number }>(
    db,
    sql`with previous as (
          select distinct user_id from analytics_user_days
          where day between (${weekStart}::date - 7) and (${weekStart}::date - 1))
        select (select count(*) from previous) as previous,
               (select count(*) from previous p where exists (
                  select 1 from analytics_user_days d where d.user_id = p.user_id and d.day between ${weekStart}::date and ${weekEnd}::date)) as retained`,
  );
  return { previousWeekUsers: Number(row?.previous ?? 0), retainedUsers: Number(row?.retained ?? 0) };
}
