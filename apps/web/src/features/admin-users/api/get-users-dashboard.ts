import type { UsersDashboardResponse } from '@shobdo/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface UsersFilters {
  page: number;
  search: string;
  role: string;
  status: string;
}

/** The query string of docs/product/api.md#endpoints: empty filters are left out. */
export function toUsersQueryString(filters: UsersFilters): string {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  return params.toString();
}

export function getUsersDashboard(filters: UsersFilters, signal?: AbortSignal): Promise<UsersDashboardResponse> {
  return apiRequest<UsersDashboardResponse>(`/api/analytics/users_dashboard/?${toUsersQueryString(filters)}`, {
    signal,
  });
}

export const USERS_DASHBOARD_KEY = ['admin', 'users-dashboard'] as const;

export function usersDashboardQueryOptions(filters: UsersFilters) {
  return queryOptions({
    queryKey: [...USERS_DASHBOARD_KEY, filters],
    queryFn: ({ signal }) => getUsersDashboard(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsersDashboardQuery(filters: UsersFilters) {
  return useQuery(usersDashboardQueryOptions(filters));
}
