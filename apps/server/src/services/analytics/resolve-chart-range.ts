import type { ChartQuery } from '@shobdo/contracts';
import { addDays, monthStart, todayIn } from './calendar';

/**
 * The days a chart covers (docs/product/constants.md#time): start_date..end_date when given; filter_type month is
 * the current calendar month up to today; week (the default) or `days` N are the last N days
 * including today (N = 7 for week).
 */
export function resolveChartRange(
  query: ChartQuery,
  timeZone: string,
  now: Date = new Date(),
): { start: string; end: string } {
  if (query.start_date && query.end_date) return { start: query.start_date, end: query.end_date };
  const today = todayIn(timeZone, now);
  if (query.filter_type === 'month') return { start: monthStart(today), end: today };
  const days = query.filter_type === 'week' ? 7 : (query.days ?? 7);
  return { start: addDays(today, -(days - 1)), end: today };
}
