import type { AnalysisResultView } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/analysis/analyses/{id}/result/: summary, keywords and metadata of one analysis. */
export function getAnalysisResult(id: string): Promise<AnalysisResultView> {
  return apiRequest<AnalysisResultView>(`/api/analysis/analyses/${encodeURIComponent(id)}/result/`);
}
