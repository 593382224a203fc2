import { HISTORY_MAX_PAGE_SIZE, type HistoryItem, type HistoryResponse } from '@shobdo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

function getHistoryPage(page: number, signal?: AbortSignal): Promise<HistoryResponse> {
  return apiRequest<HistoryResponse>(`/api/analysis/history/?page_size=${HISTORY_MAX_PAGE_SIZE}&page=${page}`, {
    signal,
  });
}

/**
 * GET /api/analysis/history/: every analysis of the signed-in user, newest first. The page filters and
 * pages on the client (docs/product/screens.md#history), so it reads all of the server's pages of 500: with one page
 * only, a moderator's 501st analysis and older ones could be neither seen nor found by search.
 */
export async function getHistory(signal?: AbortSignal): Promise<HistoryResponse> {
  const first = await getHistoryPage(1, signal);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) => getHistoryPage(i + 2, signal)),
  );
  // An analysis made while the pages load shifts the others by one: keep each id once.
  const seen = new Set<string>();
  const results: HistoryItem[] = [];
  for (const item of [first, ...rest].flatMap((page) => page.results)) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    results.push(item);
  }
  return { ...first, results, count: results.length, page: 1, total_pages: 1, page_size: results.length };
}

export function historyQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...QUERY_KEYS.history, userId],
    queryFn: ({ signal }) => getHistory(signal),
    enabled: userId !== undefined,
    // An analysis made in this tab invalidates it (features/analysis/hooks/use-run-analysis.ts); one
    // made elsewhere shows within the app's 30 s freshness or on the next page load.
  });
}

export function useHistoryQuery(userId: string | undefined) {
  return useQuery(historyQueryOptions(userId));
}
