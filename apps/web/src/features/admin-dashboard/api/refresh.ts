import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Dashboard auto-refresh interval (docs/product/constants.md#time: 300000 ms). */
export const DASHBOARD_REFRESH_MS = 300_000;

export function modelParam(modelId: string): string {
  return `model_id=${encodeURIComponent(modelId)}`;
}

/**
 * A dashboard panel's figures (GET `path`): keyed under 'admin-dashboard', so that a refresh of the roll-ups
 * reads every panel again, and read again on the dashboard's interval.
 */
export function dashboardPanelQuery<Figures>(key: readonly unknown[], path: string) {
  return queryOptions({
    queryKey: ['admin-dashboard', ...key],
    queryFn: ({ signal }) => apiRequest<Figures>(path, { signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}
