import type { TopUsersResponse } from '@shobdo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_REFRESH_MS, modelParam } from './refresh';

/** GET /api/analytics/top_users/: the ten users with the most analyses of the model. */
export function getTopUsers(modelId: string, signal?: AbortSignal): Promise<TopUsersResponse> {
  return apiRequest<TopUsersResponse>(`/api/analytics/top_users/?${modelParam(modelId)}`, { signal });
}

export function topUsersQueryOptions(modelId: string) {
  return queryOptions({
    queryKey: ['admin-dashboard', 'top-users', modelId],
    queryFn: ({ signal }) => getTopUsers(modelId, signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export function useTopUsersQuery(modelId: string) {
  return useQuery(topUsersQueryOptions(modelId));
}
