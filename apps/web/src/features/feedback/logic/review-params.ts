import { FEEDBACK_STATUSES, type FeedbackStatus } from '@shobdo/contracts';

export const REVIEW_PAGE_SIZE = 10;

/** The review list's filters and page, as the URL's search params hold them. */
export interface ReviewParams {
  status: FeedbackStatus | '';
  modelId: string;
  label: string;
  page: number;
  pageSize: number;
}

/**
 * Reads the list's state from the URL (?status=&model=&label=&page=), so reload, Back and a shared link show
 * the same list. Pending is the default: it is the moderators' queue; `status=all` shows every status.
 */
export function readReviewParams(search: URLSearchParams): ReviewParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status:
      status === 'all'
        ? ''
        : FEEDBACK_STATUSES.includes(status as FeedbackStatus)
          ? (status as FeedbackStatus)
          : 'pending',
    modelId: search.get('model') ?? '',
    label: search.get('label') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: REVIEW_PAGE_SIZE,
  };
}

/** The search params for a list state; a filter change goes back to page 1 (docs/product/screens.md, section 4). */
export function writeReviewParams(next: Omit<ReviewParams, 'pageSize'>): URLSearchParams {
  const search = new URLSearchParams();
  if (next.status !== 'pending') search.set('status', next.status || 'all');
  if (next.modelId) search.set('model', next.modelId);
  if (next.label) search.set('label', next.label);
  if (next.page > 1) search.set('page', String(next.page));
  return search;
}
