import type { BulkResult } from '@shobdo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { AUDIT_LOG_KEY } from './get-audit-log';
import { USERS_DASHBOARD_KEY } from './get-users-dashboard';

export function bulkActivate(userIds: string[]): Promise<BulkResult> {
  return apiRequest<BulkResult>('/api/users/users/bulk_activate/', { method: 'POST', body: { user_ids: userIds } });
}

export function useBulkActivateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkActivate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}
