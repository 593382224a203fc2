import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';
import { modelFilter } from './model-filter';

/** The hour of the day (0-23, analytics time zone) with the most analyses in [start, end]; ties go to the earlier hour. docs/metrics.md "Most Active Hour". */
export async function getMostActiveHour(
  db: Database,
  start: string,
  end: string,
  modelId?: string | null,
): Promise<number | null> {
  const [row] = await queryRows<{ hour: number | string }>(
    db,
    sql`select hour from analytics_analysis_hours where day between ${start}::date and ${end}::date ${modelFilter(modelId)}
        group by hour order by sum(analyses) desc, hour asc limit 1`,
  );
  return row ? Number(row.hour) : null;
}
