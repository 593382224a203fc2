/** Up to this many pages every number is shown; beyond it the list is shortened with ellipses. */
const MAX_PAGES_WITHOUT_ELLIPSIS = 5;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbered buttons of a pager: every page up to 5 pages; otherwise the first and last
 * page, the current page with its neighbours, and an ellipsis for each gap (docs/product/constants.md#display).
 */
export function getPageItems(current: number, total: number): PageItem[] {
  if (total <= MAX_PAGES_WITHOUT_ELLIPSIS) return Array.from({ length: total }, (_, i) => i + 1);
  // Near either end show a run of four so that the bar does not jump in width.
  let start = Math.max(2, current - 1);
  let end = Math.min(total - 1, current + 1);
  if (current <= 3) {
    start = 2;
    end = 4;
  } else if (current >= total - 2) {
    start = total - 3;
    end = total - 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}
