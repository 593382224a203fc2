import type { Analysis } from '@shobdo/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';
import { toCurrentAnalysis } from '../logic/to-current-analysis';
import type { CurrentAnalysis } from '../types';

const base = (id: string) => `/api/analysis/analyses/${encodeURIComponent(id)}/`;

/**
 * Reads one stored analysis (docs/product/api.md#endpoints). A visitor who is not signed in asks
 * get_anonymous_analysis directly: GET /analyses/{id}/ always answers 403 for an anonymous analysis, and
 * that expected 403 showed as a red error in the browser console on every guest analysis. A signed-in user
 * asks GET /analyses/{id}/ and falls back to get_anonymous_analysis on 403 or 404 (an analysis made
 * before signing in, or one read with a session that has just ended).
 */
export async function getAnalysis(id: string, { signedIn }: { signedIn: boolean }): Promise<Analysis> {
  if (!signedIn) return apiRequest<Analysis>(`${base(id)}get_anonymous_analysis/`);
  try {
    return await apiRequest<Analysis>(base(id));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
      return apiRequest<Analysis>(`${base(id)}get_anonymous_analysis/`);
    }
    throw error;
  }
}

export const analysisQueryKey = (id: string) => [...QUERY_KEYS.analysis, id] as const;

/**
 * A result is one query keyed by its id. The analyse mutation seeds it with its answer, so the results
 * page asks nothing more; a reload or a shared link (/results?id=…) reads the stored analysis. A stored
 * analysis never changes, so the query is never stale.
 */
export function analysisQueryOptions(id: string, signedIn: boolean) {
  return queryOptions({
    queryKey: analysisQueryKey(id),
    queryFn: async (): Promise<CurrentAnalysis> => toCurrentAnalysis(await getAnalysis(id, { signedIn })),
    staleTime: Infinity,
  });
}

/** The analysis this tab saw last (the spec's current analysis), for a /results link without an id. */
export function findLatestAnalysisId(queryClient: QueryClient): string | null {
  const latest = queryClient
    .getQueryCache()
    .findAll({ queryKey: QUERY_KEYS.analysis })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
  return (latest?.state.data as CurrentAnalysis | undefined)?.analysis_id ?? null;
}
