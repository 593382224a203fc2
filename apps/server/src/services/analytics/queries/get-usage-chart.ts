import { sql } from 'drizzle-orm';
import type { UsageChartPoint } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';
import { modelFilter } from './model-filter';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * One point per day of [start, end], zero-filled: visits, unique visitors (that day's distinct visitor
 * ids) and analyses (of one model when given). docs/metrics.md "Usage chart".
 */
export async function getUsageChart(
  db: Database,
  start: string,
  end: string,
  modelId?: string | null,
): Promise<UsageChartPoint[]> {
  const rows = await queryRows<{
    day: string;
    visits: string | number;
    visitors: string | number;
    analyses: string | number;
  }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(v.visits, 0) as visits, coalesce(v.visitors, 0) as visitors,
               coalesce(a.analyses, 0) as analyses
        from generate_series(${start}::date, ${end}::date, interval '1 day') as d(day)
        left join analytics_visit_days v on v.day = d.day::date
        left join (select day, sum(analyses) as analyses from analytics_analysis_days
                   where day between ${start}::date and ${end}::date ${modelFilter(modelId)} group by day) a on a.day = d.day::date
        order by d.day`,
  );
  return rows.map((r) => ({
    date: `${MONTHS[Number(r.day.slice(5, 7)) - 1]} ${Number(r.day.slice(8, 10))}`,
    full_date: r.day,
    total_visits: Number(r.visits),
    unique_visitors: Number(r.visitors),
    total_analyses: Number(r.analyses),
  }));
}
