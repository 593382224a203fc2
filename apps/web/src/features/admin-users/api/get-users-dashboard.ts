import type { UsersDashboardResponse } from '@shobdo/contracts';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '@/lib/paged-query';

export type UsersFilters = {
  page: number;
  search: string;
  role: string;
  status: string;
};

export const USERS_DASHBOARD_KEY = ['admin', 'users-dashboard'] as const;

/** GET /api/analytics/users_dashboard/: a page of accounts with the figures above the list. */
export function usersDashboardQueryOptions(filters: UsersFilters) {
  return pagedQueryOptions<UsersDashboardResponse>(USERS_DASHBOARD_KEY, '/api/analytics/users_dashboard/', filters);
}

export function useUsersDashboardQuery(filters: UsersFilters) {
  return useQuery(usersDashboardQueryOptions(filters));
}
