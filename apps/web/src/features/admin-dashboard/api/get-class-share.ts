import type { ClassShareResponse } from '@shobdo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ChartRange } from '../logic/chart-range';
import { chartRangeParams } from './get-usage-chart';
import { DASHBOARD_REFRESH_MS, modelParam } from './refresh';

/** GET /api/analytics/class_share/: each detected class's share per day, for the selected model. */
export function getClassShare(modelId: string, range: ChartRange, signal?: AbortSignal): Promise<ClassShareResponse> {
  return apiRequest<ClassShareResponse>(
    `/api/analytics/class_share/?${modelParam(modelId)}&${chartRangeParams(range)}`,
    { signal },
  );
}

export function classShareQueryOptions(modelId: string, range: ChartRange) {
  return queryOptions({
    queryKey: ['admin-dashboard', 'class-share', modelId, range],
    queryFn: ({ signal }) => getClassShare(modelId, range, signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export function useClassShareQuery(modelId: string, range: ChartRange) {
  return useQuery(classShareQueryOptions(modelId, range));
}
