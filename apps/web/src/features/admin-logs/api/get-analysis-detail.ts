import type { Analysis } from '@shobdo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/analysis/analyses/{id}/ (admins may read any user's), or the anonymous read for anonymous ones. */
export async function getAnalysisDetail(id: string, anonymous: boolean, signal?: AbortSignal): Promise<Analysis> {
  const path = `/api/analysis/analyses/${encodeURIComponent(id)}/${anonymous ? 'get_anonymous_analysis/' : ''}`;
  return apiRequest<Analysis>(path, { signal });
}

export function analysisDetailQueryOptions(id: string, anonymous: boolean) {
  return queryOptions({
    queryKey: ['admin', 'analysis-detail', id],
    queryFn: ({ signal }) => getAnalysisDetail(id, anonymous, signal),
  });
}

export function useAnalysisDetailQuery(id: string, anonymous: boolean) {
  return useQuery(analysisDetailQueryOptions(id, anonymous));
}
