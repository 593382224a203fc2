import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shobdo/contracts';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

/**
 * GET /api/models/model-card/: models/MODEL_CARD.md, or MODEL_CARD.bn.md for Bengali, as text/markdown
 * (the API client returns non-JSON as text). The server picks the card from Accept-Language, which the
 * API client fills with the stored UI language.
 */
export async function getModelCard(signal?: AbortSignal): Promise<string> {
  const body = await apiRequest<unknown>('/api/models/model-card/', { signal });
  if (typeof body !== 'string') throw new ApiRequestError(500, 'The model card is not Markdown');
  return body;
}

// Keyed by language: a switch fetches (once) the other language's card instead of showing the cached one.
export const getModelCardQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['model-card', language],
    queryFn: ({ signal }) => getModelCard(signal),
    staleTime: 10 * 60_000,
    retry: 1,
  });

export function useModelCardQuery(language: Language) {
  return useQuery(getModelCardQueryOptions(language));
}
