import type { ApiKeyList } from '@shobdo/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { AUDIT_LOG_KEY } from './get-audit-log';

const USER_API_KEYS_KEY = ['admin', 'user-api-keys'] as const;

export function getUserApiKeys(userId: string, signal?: AbortSignal): Promise<ApiKeyList> {
  return apiRequest<ApiKeyList>(`/api/users/users/${encodeURIComponent(userId)}/api_keys/`, { signal });
}

export function userApiKeysQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...USER_API_KEYS_KEY, userId],
    queryFn: ({ signal }) => getUserApiKeys(userId, signal),
  });
}

export function useUserApiKeysQuery(userId: string) {
  return useQuery(userApiKeysQueryOptions(userId));
}

export function revokeUserApiKey({ userId, keyId }: { userId: string; keyId: string }): Promise<void> {
  return apiRequest<void>(`/api/users/users/${encodeURIComponent(userId)}/api_keys/${encodeURIComponent(keyId)}/`, {
    method: 'DELETE',
  });
}

/** Revoking changes that account's list and adds an audit entry. */
export function useRevokeUserApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeUserApiKey,
    onSuccess: (_done, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...USER_API_KEYS_KEY, userId] }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}
