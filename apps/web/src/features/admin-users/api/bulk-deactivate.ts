import type { BulkResult } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

export function bulkDeactivate(userIds: string[]): Promise<BulkResult> {
  return apiRequest<BulkResult>('/api/users/users/bulk_deactivate/', { method: 'POST', body: { user_ids: userIds } });
}

export const useBulkDeactivateMutation = () => useAccountMutation(bulkDeactivate);
