import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';
import { modelFilter } from './model-filter';

export interface AnalysisSummary {
  total: number;
  bangla: number;
  english: number;
  mostCommonType: string | null;
}

/**
 * Analyses in [start, end] (days in the analytics time zone), by language, and the most common
 * detected class. docs/metrics.md: "Total analyses", "Bangla vs English usage", "Most Common Type".
 */
export async function getAnalysisSummary(
  db: Database,
  start: string,
  end: string,
  modelId?: string | null,
): Promise<AnalysisSummary> {
  const [totals] = await queryRows<{ total: string | number; bn: string | number; en: string | number }>(
    db,
    sql`select coalesce(sum(analyses), 0) as total,
               coalesce(sum(analyses) filter (where language = 'bn'), 0) as bn,
               coalesce(sum(analyses) filter (where language = 'en'), 0) as en
        from analytics_analysis_days where day between ${start}::date and ${end}::date ${modelFilter(modelId)}`,
  );
  const [top] = await queryRows<{ detected_type: string }>(
    db,
    sql`select detected_type from analytics_analysis_days
        where day between ${start}::date and ${end}::date ${modelFilter(modelId)}
        group by detected_type order by sum(analyses) desc, detected_type asc limit 1`,
  );
  return {
    total: Number(totals?.total ?? 0),
    bangla: Number(totals?.bn ?? 0),
    english: Number(totals?.en ?? 0),
    mostCommonType: top?.detected_type ?? null,
  };
}
