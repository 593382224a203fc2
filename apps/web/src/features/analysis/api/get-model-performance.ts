import type { ModelPerformance } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/models/ai-models/{id}/performance/: the model card's figures for the model used. */
export function getModelPerformance(modelId: string): Promise<ModelPerformance> {
  return apiRequest<ModelPerformance>(`/api/models/ai-models/${encodeURIComponent(modelId)}/performance/`);
}
