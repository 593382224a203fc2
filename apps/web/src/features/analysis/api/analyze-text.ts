import { DEFAULT_MODEL_ID, type AnalysisType, type AnalyzeResponse } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/analysis/analyses/analyze/. The API client sends `Accept-Language` from the UI language,
 * which is the language the server writes the summary in; a stored token is sent when present so that
 * a signed-in user's analysis lands in their history. `analysisType` is the chosen model's task: the
 * spec's 'classification' for the five-class models, 'sentiment' or 'spam' for the others.
 */
export function postAnalyze(
  text: string,
  modelId: string = DEFAULT_MODEL_ID,
  analysisType: AnalysisType = 'classification',
): Promise<AnalyzeResponse> {
  return apiRequest<AnalyzeResponse>('/api/analysis/analyses/analyze/', {
    method: 'POST',
    body: { text, model_id: modelId, analysis_type: analysisType },
  });
}
