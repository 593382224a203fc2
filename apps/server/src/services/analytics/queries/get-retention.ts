import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from './sql-rows';

export interface Retention {
  previousWeekUsers: number;
  retainedUsers: number;
}

/**
 * Week-over-week retention: of the users active in the 7 days before `weekStart`, how many were
 * active again in [weekStart, weekEnd]. docs/metrics.md "Retention (7 days)".
 */
export async function getRetention(db: Database, weekStart: string, weekEnd: string): Promise<Retention> {
  // One pass over the two weeks' rows, grouped by user (no per-user index probes): a user of the
  // previous week has a day before weekStart; a retained one has a day on or after it as well.
  const [row] = await queryRows<{ previous: string | number; retained: string | number }>(
    db,
    sql`select count(*) filter (where first_day < ${weekStart}::date) as previous,
               count(*) filter (where first_day < ${weekStart}::date and last_day >= ${weekStart}::date) as retained
        from (select user_id, min(day) as first_day, max(day) as last_day from analytics_user_days
              where day between (${weekStart}::date - 7) and ${weekEnd}::date group by user_id) two_weeks`,
  );
  return { previousWeekUsers: Number(row?.previous ?? 0), retainedUsers: Number(row?.retained ?? 0) };
}
