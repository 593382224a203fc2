import type { Database } from '../../../db/types';
import { addDays } from '../calendar';
import { getActiveUsers } from './get-active-users';

export interface Retention {
  previousWeekUsers: number;
  retainedUsers: number;
}

/**
 * Week-over-week retention: of the users active in the 7 days before `weekStart`, how many were
 * active again in [weekStart, weekEnd]. docs/metrics.md "Retention (7 days)".
 *
 * Retained users are the users of both weeks: |previous| + |this| - |either|, three window counts that the
 * roll-ups answer without reading every user-day of the two weeks.
 */
export async function getRetention(db: Database, weekStart: string, weekEnd: string): Promise<Retention> {
  const previousStart = addDays(weekStart, -7);
  const [previous, current, either] = await Promise.all([
    getActiveUsers(db, previousStart, addDays(weekStart, -1)),
    getActiveUsers(db, weekStart, weekEnd),
    getActiveUsers(db, previousStart, weekEnd),
  ]);
  return { previousWeekUsers: previous, retainedUsers: previous + current - either };
}
