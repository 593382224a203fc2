import type { BulkDeleteResult } from '@shobdo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ANALYSIS_LOGS_KEY } from './get-analysis-logs';

export function bulkDeleteAnalyses(analysisIds: string[]): Promise<BulkDeleteResult> {
  return apiRequest<BulkDeleteResult>('/api/analysis/analyses/bulk_delete/', {
    method: 'POST',
    body: { analysis_ids: analysisIds },
  });
}

/** Deleting changes the logs, the owners' histories and counts, and the admin activity log. */
export function useBulkDeleteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteAnalyses,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ANALYSIS_LOGS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['history'] }),
      ]),
  });
}
