import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveDownload } from '@/lib/export';
import { AUDIT_LOG_KEY } from './get-audit-log';

/** GET /api/users/users/export/: every account, saved as shobdo-users-<date>.json (or .csv). */
export async function exportUsers(format: 'json' | 'csv'): Promise<void> {
  const body = await apiRequest<unknown>(`/api/users/users/export/${format === 'csv' ? '?format=csv' : ''}`);
  saveDownload('users', format, body);
}

export function useExportUsersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  });
}
