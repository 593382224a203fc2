import type { User } from '@shobdo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** GET /api/auth/user/: the signed-in account as the server has it now. */
export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/api/auth/user/', { signal });
}

/** Every query of the signed-in account starts with this key; a change to the account invalidates it. */
export const CURRENT_USER_KEY = QUERY_KEYS.currentUser;

export function currentUserQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...CURRENT_USER_KEY, userId],
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: userId !== undefined,
    // The counts (analyses, last analysis) grow with every analysis: read afresh on every visit.
    staleTime: 0,
  });
}

/** The account as the server has it; the session's copy (useAuth().user) was taken at login. */
export function useCurrentUserQuery(userId: string | undefined) {
  return useQuery(currentUserQueryOptions(userId));
}
