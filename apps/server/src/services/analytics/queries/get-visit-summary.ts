import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';

export interface VisitSummary {
  visits: number;
  uniqueVisitors: number;
  sessions: number;
  bounces: number;
  sessionSeconds: number;
}

/**
 * Visits, unique visitors (the sum of each day's unique visitor ids: ids rotate daily), sessions (by
 * start day), bounces and session time in [start, end]. docs/metrics.md "Total visits", "Unique
 * visitors", "Average session", "Bounce rate".
 */
export async function getVisitSummary(db: Database, start: string, end: string): Promise<VisitSummary> {
  const [row] = await queryRows<Record<string, string | number>>(
    db,
    sql`select coalesce(sum(visits), 0) as visits, coalesce(sum(visitors), 0) as visitors, coalesce(sum(sessions), 0) as sessions,
               coalesce(sum(bounces), 0) as bounces, coalesce(sum(session_seconds), 0) as seconds
        from analytics_visit_days where day between ${start}::date and ${end}::date`,
  );
  return {
    visits: Number(row?.visits ?? 0),
    uniqueVisitors: Number(row?.visitors ?? 0),
    sessions: Number(row?.sessions ?? 0),
    bounces: Number(row?.bounces ?? 0),
    sessionSeconds: Number(row?.seconds ?? 0),
  };
}
