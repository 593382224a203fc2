import type { DashboardResponse } from '@shobdo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_REFRESH_MS, modelParam } from './refresh';

/** GET /api/analytics/dashboard/: the stat cards and insights (docs/metrics.md). */
export function getDashboard(modelId: string, signal?: AbortSignal): Promise<DashboardResponse> {
  return apiRequest<DashboardResponse>(`/api/analytics/dashboard/?${modelParam(modelId)}`, { signal });
}

export function dashboardQueryOptions(modelId: string) {
  return queryOptions({
    queryKey: ['admin-dashboard', 'dashboard', modelId],
    queryFn: ({ signal }) => getDashboard(modelId, signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export function useDashboardQuery(modelId: string) {
  return useQuery(dashboardQueryOptions(modelId));
}
