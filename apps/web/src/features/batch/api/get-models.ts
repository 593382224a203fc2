import type { ModelInfo } from '@shobdo/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/models/ai-models/: the models a batch can use (unavailable ones are shown disabled). */
export function useBatchModels() {
  return useQuery({
    queryKey: ['models'],
    queryFn: ({ signal }) => apiRequest<ModelInfo[]>('/api/models/ai-models/', { signal }),
    staleTime: 5 * 60_000,
  });
}
