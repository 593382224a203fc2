import type { RollupUpdateResponse } from '@shobdo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/analytics/update_all/: refreshes the roll-ups; the dashboard asks for it on load (docs/product/screens.md#admin-area). */
export function postUpdateAll(): Promise<RollupUpdateResponse> {
  return apiRequest<RollupUpdateResponse>('/api/analytics/update_all/', { method: 'POST', body: {} });
}

/** After a refresh that changed something, the dashboard's queries are read again. */
export function useUpdateAllMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateAll,
    onSuccess: (result) => {
      if (result.status === 'refreshed') void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] });
    },
  });
}
