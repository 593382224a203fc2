import type { BulkDeleteResult } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { ANALYSIS_LOGS_KEY } from './get-analysis-logs';

export function bulkDeleteAnalyses(analysisIds: string[]): Promise<BulkDeleteResult> {
  return apiRequest<BulkDeleteResult>('/api/analysis/analyses/bulk_delete/', {
    method: 'POST',
    body: { analysis_ids: analysisIds },
  });
}

/** Deleting changes the logs, the owners' histories and counts, and the admin activity log. */
export const useBulkDeleteMutation = () =>
  useInvalidatingMutation(bulkDeleteAnalyses, [ANALYSIS_LOGS_KEY, ['admin'], ['history']]);
