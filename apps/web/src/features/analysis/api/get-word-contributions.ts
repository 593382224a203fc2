import type { AnalysisWordContributions } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/analysis/analyses/{id}/word_contributions/: the complete ranked word list. */
export function getWordContributions(id: string): Promise<AnalysisWordContributions> {
  return apiRequest<AnalysisWordContributions>(`/api/analysis/analyses/${encodeURIComponent(id)}/word_contributions/`);
}
