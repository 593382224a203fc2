import type { UsageChartPoint } from '@shobdo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ChartRange } from '../logic/chart-range';
import { DASHBOARD_REFRESH_MS, modelParam } from './refresh';

export function chartRangeParams(range: ChartRange): string {
  return range.filter === 'custom'
    ? `filter_type=custom&start_date=${range.start}&end_date=${range.end}`
    : `filter_type=${range.filter}`;
}

/** GET /api/analytics/usage_chart/: visits per day of the range, zero-filled by the server. */
export function getUsageChart(modelId: string, range: ChartRange, signal?: AbortSignal): Promise<UsageChartPoint[]> {
  return apiRequest<UsageChartPoint[]>(
    `/api/analytics/usage_chart/?${modelParam(modelId)}&${chartRangeParams(range)}`,
    { signal },
  );
}

export function usageChartQueryOptions(modelId: string, range: ChartRange) {
  return queryOptions({
    queryKey: ['admin-dashboard', 'usage-chart', modelId, range],
    queryFn: ({ signal }) => getUsageChart(modelId, range, signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export function useUsageChartQuery(modelId: string, range: ChartRange) {
  return useQuery(usageChartQueryOptions(modelId, range));
}
