import type { ApiKeyList } from '@shobdo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const API_KEYS_KEY = ['api-keys'] as const;

export function getApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return apiRequest<ApiKeyList>('/api/users/users/me/api_keys/', { signal });
}

/** Keyed by the user, so another account signed in on this browser never sees these. */
export function apiKeysQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...API_KEYS_KEY, userId],
    queryFn: ({ signal }) => getApiKeys(signal),
  });
}

export function useApiKeysQuery(userId: string) {
  return useQuery(apiKeysQueryOptions(userId));
}
