import { z } from 'zod';

/** Admin lists: docs/product/constants.md#display 'Admin lists page size 10 by default'. */
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** Clients send `?search=` for a cleared box; an empty value means "no filter". */
export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** `?page=&page_size=` of a list that shows `defaultSize` rows a page and at most `maxSize`. */
export function pageQuery(defaultSize: number, maxSize: number) {
  return {
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

export const adminPageQuery = pageQuery(ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE);

/** A page of one's own list (history, batches, a batch's rows): its rows, how many match, which page. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

/** Pagination of docs/product/api.md#entities. */
export const paginationSchema = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  /**
   * Present (true) when a search matched more rows than the server counts exactly (ADMIN_COUNT_CAP):
   * `total` and `total_pages` are then lower bounds ("1,000+"), and later pages still answer.
   */
  total_is_lower_bound: z.literal(true).optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * A page of an admin list: its rows under the list's own name (`users`, `analyses`, `entries`) and the
 * pagination; a list with a summary extends it.
 */
export function adminPageOf<K extends string, T extends z.ZodType>(rowsKey: K, row: T) {
  const shape = { [rowsKey]: z.array(row), pagination: paginationSchema };
  return z.object(shape as { [P in K]: z.ZodArray<T> } & { pagination: typeof paginationSchema });
}

/**
 * How many matching rows an admin search counts exactly. Counting every match of a broad search over a
 * million analyses took 0.5–2.5 s; counting up to this many takes tens of milliseconds (ADR 0035).
 */
export const ADMIN_COUNT_CAP = 1_000;

/** Pages of a total at a page size; an empty list still has one (empty) page. */
export function toPagination(page: number, pageSize: number, total: number, totalIsLowerBound = false): Pagination {
  const pagination: Pagination = {
    page,
    page_size: pageSize,
    total,
    total_pages: Math.max(1, Math.ceil(total / pageSize)),
  };
  return totalIsLowerBound ? { ...pagination, total_is_lower_bound: true } : pagination;
}
