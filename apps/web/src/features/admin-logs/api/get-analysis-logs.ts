import type { AnalysisLogsResponse } from '@shobdo/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface LogsFilters {
  page: number;
  search: string;
  language: string;
  dateFrom: string;
  dateTo: string;
  sortBy: string;
}

/** The query string of docs/product/api.md#endpoints: empty filters are left out; sort_by only when not the default. */
export function toLogsQueryString(filters: LogsFilters): string {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.language) params.set('language', filters.language);
  if (filters.dateFrom) params.set('date_from', filters.dateFrom);
  if (filters.dateTo) params.set('date_to', filters.dateTo);
  if (filters.sortBy && filters.sortBy !== '-created_at') params.set('sort_by', filters.sortBy);
  return params.toString();
}

export function getAnalysisLogs(filters: LogsFilters, signal?: AbortSignal): Promise<AnalysisLogsResponse> {
  return apiRequest<AnalysisLogsResponse>(`/api/analytics/analysis_logs_dashboard/?${toLogsQueryString(filters)}`, {
    signal,
  });
}

export const ANALYSIS_LOGS_KEY = ['admin', 'analysis-logs'] as const;

export function analysisLogsQueryOptions(filters: LogsFilters) {
  return queryOptions({
    queryKey: [...ANALYSIS_LOGS_KEY, filters],
    queryFn: ({ signal }) => getAnalysisLogs(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAnalysisLogsQuery(filters: LogsFilters) {
  return useQuery(analysisLogsQueryOptions(filters));
}
