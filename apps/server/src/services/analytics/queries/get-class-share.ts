import { sql } from 'drizzle-orm';
import type { ClassShareResponse } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { eachDay } from '../calendar';
import { queryRows } from '../../../db/query-rows';
import { modelFilter } from './model-filter';

/**
 * Per day of [start, end]: analyses by detected class and each class's share of that day's analyses
 * (of one model when given). docs/metrics.md "Class share over time".
 */
export async function getClassShare(
  db: Database,
  start: string,
  end: string,
  modelId?: string | null,
): Promise<Omit<ClassShareResponse, 'model_id'>> {
  const rows = await queryRows<{ day: string; detected_type: string; n: string | number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, detected_type, sum(analyses) as n from analytics_analysis_days
        where day between ${start}::date and ${end}::date ${modelFilter(modelId)} group by 1, 2`,
  );
  const classes = [...new Set(rows.map((r) => r.detected_type))].sort();
  const byDay = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const counts = byDay.get(row.day) ?? {};
    counts[row.detected_type] = Number(row.n);
    byDay.set(row.day, counts);
  }
  const points = eachDay(start, end).map((day) => {
    const found = byDay.get(day) ?? {};
    const counts = Object.fromEntries(classes.map((c) => [c, found[c] ?? 0]));
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const percentages = Object.fromEntries(
      classes.map((c) => [c, total ? Math.round((counts[c]! / total) * 1000) / 10 : 0]),
    );
    return { full_date: day, total, counts, percentages };
  });
  return { classes, points };
}
