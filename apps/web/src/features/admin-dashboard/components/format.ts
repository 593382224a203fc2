import { formatDate } from '@/lib/format';

/** A YYYY-MM-DD day as a short date in the UI language (Bengali month names and digits in Bengali). */
export function formatDay(day: string, language: string, long = false): string {
  return formatDate(
    `${day}T00:00:00Z`,
    language,
    long ? { dateStyle: 'medium', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' },
  );
}
