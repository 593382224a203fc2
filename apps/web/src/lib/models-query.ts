import type { AnalysisType, ModelInfo } from '@shobdo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/models/ai-models/: every shipped model, unavailable ones included (the home and batch pages show
 * them disabled, the admin dashboard says so). One query for every page that lists models.
 */
export function getModels(signal?: AbortSignal): Promise<ModelInfo[]> {
  return apiRequest<ModelInfo[]>('/api/models/ai-models/', { signal });
}

export const modelsQueryOptions = queryOptions({
  queryKey: ['models'],
  queryFn: ({ signal }) => getModels(signal),
  staleTime: 5 * 60_000,
});

export function useModelsQuery() {
  return useQuery(modelsQueryOptions);
}

/**
 * The analysis type a model performs (its task), which the API checks against the model: classification for the
 * bullying models, sentiment and spam for the others. Classification until the list has loaded.
 */
export function analysisTypeOf(models: readonly ModelInfo[] | undefined, modelId: string): AnalysisType {
  return models?.find((model) => model.id === modelId)?.task ?? 'classification';
}
