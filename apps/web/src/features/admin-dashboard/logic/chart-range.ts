import { chartRangeDays, MAX_CHART_DAYS } from '@shobdo/contracts';

export type ChartFilter = 'week' | 'month' | 'custom';

export interface ChartRange {
  filter: ChartFilter;
  /** YYYY-MM-DD, only for custom. */
  start?: string;
  end?: string;
}

export type CustomRangeError = 'bothDates' | 'endBeforeStart' | 'rangeTooLong' | null;

/**
 * docs/product/constants.md#validation: both dates are needed; the end may not be before the start; and, as the
 * server refuses it, the range may not be longer than MAX_CHART_DAYS.
 */
export function validateCustomRange(start: string, end: string): CustomRangeError {
  if (!start || !end) return 'bothDates';
  if (end < start) return 'endBeforeStart';
  if (chartRangeDays(start, end) > MAX_CHART_DAYS) return 'rangeTooLong';
  return null;
}

/** Every day from start to end (YYYY-MM-DD), for zero-filled fallbacks. */
export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  const date = new Date(`${start}T00:00:00Z`);
  while (date.toISOString().slice(0, 10) <= end && days.length < 400) {
    days.push(date.toISOString().slice(0, 10));
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return days;
}

/** The days a range covers as the client sees them (week: last 7 days; month: this month), for the zero fallback. */
export function fallbackDays(range: ChartRange, today: string): string[] {
  if (range.filter === 'custom' && range.start && range.end) return daysOf(range.start, range.end);
  if (range.filter === 'month') return daysOf(`${today.slice(0, 7)}-01`, today);
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 6);
  return daysOf(start.toISOString().slice(0, 10), today);
}
