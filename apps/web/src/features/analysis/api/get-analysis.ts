import type { Analysis } from '@shobdo/contracts';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

const base = (id: string) => `/api/analysis/analyses/${encodeURIComponent(id)}/`;

/**
 * Reads one stored analysis (docs/product/api.md (section 7)). A visitor who is not signed in asks
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
