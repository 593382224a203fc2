import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

/** GET /api/models/model-card/: models/MODEL_CARD.md as text/markdown (the API client returns non-JSON as text). */
export async function getModelCard(signal?: AbortSignal): Promise<string> {
  const body = await apiRequest<unknown>('/api/models/model-card/', { signal });
  if (typeof body !== 'string') throw new ApiRequestError(500, 'The model card is not Markdown');
  return body;
}

export const modelCardQueryOptions = queryOptions({
  queryKey: ['model-card'],
  queryFn: ({ signal }) => getModelCard(signal),
  staleTime: 10 * 60_000,
  retry: 1,
});

export function useModelCardQuery() {
  return useQuery(modelCardQueryOptions);
}
