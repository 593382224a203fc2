import type { ProfileUpdate, User } from '@shobdo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logActivity } from '@/lib/activity-log';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { CURRENT_USER_KEY, currentUserQueryOptions } from './get-current-user';

/** PATCH /api/users/users/me/ (docs/product/api.md#endpoints): the signed-in user's own profile fields. */
export function patchProfile(update: ProfileUpdate): Promise<User> {
  return apiRequest<User>('/api/users/users/me/', { method: 'PATCH', body: update });
}

/**
 * Saves the profile. The answer is the fresh account: the session keeps it (navigation, next restore),
 * the current-user query shows it at once and is invalidated so it is read again from the server.
 */
export function useUpdateProfileMutation() {
  const { keepUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: async (fresh, update) => {
      keepUser(fresh);
      logActivity('settings', 'Updated the profile', { fields: Object.keys(update) });
      queryClient.setQueryData(currentUserQueryOptions(fresh.id).queryKey, fresh);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
