const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * The history date filter as a half-open range [from, to). A date-only bound is a whole UTC day,
 * so `date_to=2026-01-31` still includes everything created on the 31st; a date-time bound is
 * taken as the exact instant.
 */
export function toDateRange(dateFrom: string | undefined, dateTo: string | undefined): { from?: Date; to?: Date } {
  const range: { from?: Date; to?: Date } = {};
  if (dateFrom) range.from = new Date(DATE_ONLY.test(dateFrom) ? `${dateFrom}T00:00:00Z` : dateFrom);
  if (dateTo) {
    range.to = DATE_ONLY.test(dateTo) ? new Date(new Date(`${dateTo}T00:00:00Z`).getTime() + DAY_MS) : new Date(dateTo);
  }
  return range;
}
