import type { AuthResponse, PasswordChangeFields, PasswordChangeRequest } from '@shobdo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logActivity } from '@/lib/activity-log';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { isRememberMe } from '@/lib/storage';
import { CURRENT_USER_KEY } from './get-current-user';

/** POST /api/users/users/me/password/ (decision 0010): answers a fresh session; the others are ended. */
export function postPasswordChange(body: PasswordChangeRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/users/users/me/password/', { method: 'POST', body });
}

/** Changes the password; this session goes on with the fresh tokens (remember-me kept as it was). */
export function useChangePasswordMutation() {
  const { startSession } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: PasswordChangeFields) => postPasswordChange({ ...fields, remember_me: isRememberMe() }),
    onSuccess: async (auth) => {
      startSession(auth, auth.remember_me);
      logActivity('settings', 'Changed the password');
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
