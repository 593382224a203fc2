import type { AnalysisLogsResponse } from '@shobdo/contracts';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '@/lib/paged-query';

export interface LogsFilters {
  page: number;
  search: string;
  language: string;
  dateFrom: string;
  dateTo: string;
  sortBy: string;
}

export const ANALYSIS_LOGS_KEY = ['admin', 'analysis-logs'] as const;

/** GET /api/analytics/analysis_logs_dashboard/; sort_by is sent only when it is not the default. */
export function analysisLogsQueryOptions(filters: LogsFilters) {
  return pagedQueryOptions<AnalysisLogsResponse>(ANALYSIS_LOGS_KEY, '/api/analytics/analysis_logs_dashboard/', {
    page: filters.page,
    search: filters.search,
    language: filters.language,
    date_from: filters.dateFrom,
    date_to: filters.dateTo,
    sort_by: filters.sortBy === '-created_at' ? '' : filters.sortBy,
  });
}

export function useAnalysisLogsQuery(filters: LogsFilters) {
  return useQuery(analysisLogsQueryOptions(filters));
}
