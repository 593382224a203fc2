import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveDownload } from '@/lib/export';

/** GET /api/analysis/analyses/export/: every analysis, saved as shobdo-analyses-<date>.json (or .csv). */
export async function exportAnalyses(format: 'json' | 'csv'): Promise<void> {
  const body = await apiRequest<unknown>(`/api/analysis/analyses/export/${format === 'csv' ? '?format=csv' : ''}`);
  saveDownload('analyses', format, body);
}

export function useExportAnalysesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportAnalyses,
    // The export is recorded in the admin activity log.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
  });
}
