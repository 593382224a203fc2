import type { AuthResponse, RegisterRequest } from '@shobdo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logActivity } from '@/lib/activity-log';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { CURRENT_USER_KEY } from './get-current-user';

/** POST /api/auth/register/: answers like a login. */
export function postRegister(body: RegisterRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/auth/register/', { method: 'POST', body });
}

/** Creates the account and signs it in (remember-me off, as the form offers none). */
export function useRegisterMutation() {
  const { startSession } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRegister,
    onSuccess: async (auth) => {
      startSession(auth, false);
      logActivity('register', 'User registered');
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
