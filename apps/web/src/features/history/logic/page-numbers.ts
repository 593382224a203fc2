/** History pages through the analyses in the browser, five a page (docs/product/constants.md#display). */
export const HISTORY_PAGE_SIZE = 5;

export function countPages(itemCount: number, pageSize = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

export function slicePage<T>(items: readonly T[], page: number, pageSize = HISTORY_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
