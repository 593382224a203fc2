import type { ModelPerformance } from '@shobdo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** GET /api/models/ai-models/{id}/performance/: the model card's figures for the model used. */
export function getModelPerformance(modelId: string, signal?: AbortSignal): Promise<ModelPerformance> {
  return apiRequest<ModelPerformance>(`/api/models/ai-models/${encodeURIComponent(modelId)}/performance/`, { signal });
}

/** The figures are those of the shipped model files: they change only with a new release. */
export function modelPerformanceQueryOptions(modelId: string) {
  return queryOptions({
    queryKey: [...QUERY_KEYS.modelPerformance, modelId],
    queryFn: ({ signal }) => getModelPerformance(modelId, signal),
    staleTime: 60 * 60 * 1000,
  });
}
