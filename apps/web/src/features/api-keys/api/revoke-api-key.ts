import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { API_KEYS_KEY } from './get-api-keys';

export function revokeApiKey(keyId: string): Promise<void> {
  return apiRequest<void>(`/api/users/users/me/api_keys/${encodeURIComponent(keyId)}/`, { method: 'DELETE' });
}

export function useRevokeApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
