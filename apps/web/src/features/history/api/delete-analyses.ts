import type { BulkDeleteResult, ClearHistoryResult } from '@shobdo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** What to delete: one analysis, a selection, or all of the History. */
export type HistoryDeletion = { kind: 'one'; id: string } | { kind: 'selected'; ids: string[] } | { kind: 'all' };

/**
 * DELETE /api/analysis/analyses/{id}/, POST /api/analysis/analyses/delete/ or DELETE /api/analysis/history/;
 * answers how many went.
 */
export async function deleteFromHistory(deletion: HistoryDeletion): Promise<number> {
  if (deletion.kind === 'one') {
    await apiRequest<void>(`/api/analysis/analyses/${encodeURIComponent(deletion.id)}/`, { method: 'DELETE' });
    return 1;
  }
  if (deletion.kind === 'selected') {
    const result = await apiRequest<BulkDeleteResult>('/api/analysis/analyses/delete/', {
      method: 'POST',
      body: { analysis_ids: deletion.ids },
    });
    return result.deleted;
  }
  return (await apiRequest<ClearHistoryResult>('/api/analysis/history/', { method: 'DELETE' })).deleted;
}

/** The deletion; the History and the account's counts are read again afterwards. */
export function useDeleteFromHistoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFromHistory,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.history }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser }),
      ]);
    },
  });
}
