import type { Analysis } from '@shobdo/contracts';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

const base = (id: string) => `/api/analysis/analyses/${encodeURIComponent(id)}/`;

/**
 * GET /api/analysis/analyses/{id}/, falling back on 403 or 404 to get_anonymous_analysis, which is how
 * an anonymous analysis (or one read without a session) is fetched (SPEC.md section 7).
 */
export async function getAnalysis(id: string): Promise<Analysis> {
  try {
    return await apiRequest<Analysis>(base(id));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
      return apiRequest<Analysis>(`${base(id)}get_anonymous_analysis/`);
    }
    throw error;
  }
}
