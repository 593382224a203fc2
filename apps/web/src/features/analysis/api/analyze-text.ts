import { DEFAULT_MODEL_ID, type AnalyzeResponse } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/analysis/analyses/analyze/. The API client sends `Accept-Language` from the UI language,
 * which is the language the server writes the summary in; a stored token is sent when present so that
 * a signed-in user's analysis lands in their history.
 */
export function postAnalyze(text: string, modelId: string = DEFAULT_MODEL_ID): Promise<AnalyzeResponse> {
  return apiRequest<AnalyzeResponse>('/api/analysis/analyses/analyze/', {
    method: 'POST',
    body: { text, model_id: modelId, analysis_type: 'classification' },
  });
}
