import type { CreatedApiKey } from '@shobdo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { API_KEYS_KEY } from './get-api-keys';

export function createApiKey(name: string): Promise<CreatedApiKey> {
  return apiRequest<CreatedApiKey>('/api/users/users/me/api_keys/', { method: 'POST', body: { name } });
}

export function useCreateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
