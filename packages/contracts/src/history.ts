import { z } from 'zod';
import { historyItemSchema } from './analysis';
import { pageOf, pageQuery } from './paging';

export * from './history-constants';
import { HISTORY_DEFAULT_PAGE_SIZE, HISTORY_MAX_PAGE_SIZE } from './history-constants';

/**
 * A date filter bound: `YYYY-MM-DD` (a whole UTC day; `date_to` includes that day) or an ISO
 * date-time with offset (an exact instant, for clients that cut days in the viewer's time zone).
 */
const dateBoundSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** Clients send `?search=` for a cleared box; an empty value means "no filter". */
function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** Query of GET /api/analysis/history/. */
export const historyQuerySchema = z.object({
  search: optionalFilter(z.string().trim().max(200)),
  type: optionalFilter(z.string().trim().max(50)),
  date_from: optionalFilter(dateBoundSchema),
  date_to: optionalFilter(dateBoundSchema),
  ...pageQuery(HISTORY_DEFAULT_PAGE_SIZE, HISTORY_MAX_PAGE_SIZE),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** Answer of GET /api/analysis/history/: the signed-in user's analyses, newest first. */
export const historyResponseSchema = pageOf(historyItemSchema).extend({ total_pages: z.number().int() });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
