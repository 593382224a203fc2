import { HISTORY_MAX_PAGE_SIZE, type HistoryResponse } from '@shobdo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/analysis/history/: the signed-in user's analyses, newest first. The page filters and pages
 * on the client (SPEC.md section 2), so it asks for the largest page the server allows (500).
 */
export function getHistory(signal?: AbortSignal): Promise<HistoryResponse> {
  return apiRequest<HistoryResponse>(`/api/analysis/history/?page_size=${HISTORY_MAX_PAGE_SIZE}`, { signal });
}

export function historyQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['history', userId],
    queryFn: ({ signal }) => getHistory(signal),
    enabled: userId !== undefined,
    // A new analysis elsewhere in the app should show up on the next visit.
    staleTime: 0,
  });
}

export function useHistoryQuery(userId: string | undefined) {
  return useQuery(historyQueryOptions(userId));
}
