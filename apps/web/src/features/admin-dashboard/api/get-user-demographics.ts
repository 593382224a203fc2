import type { UserDemographicsResponse } from '@shobdo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_REFRESH_MS } from './refresh';

/**
 * GET /api/analytics/user_demographics/: registered users, languages, top countries and age groups.
 * Asked without model_id: the panel describes every registered user, whichever model is selected.
 */
export function getUserDemographics(signal?: AbortSignal): Promise<UserDemographicsResponse> {
  return apiRequest<UserDemographicsResponse>('/api/analytics/user_demographics/', { signal });
}

export function userDemographicsQueryOptions() {
  return queryOptions({
    queryKey: ['admin-dashboard', 'demographics'],
    queryFn: ({ signal }) => getUserDemographics(signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export function useUserDemographicsQuery() {
  return useQuery(userDemographicsQueryOptions());
}
