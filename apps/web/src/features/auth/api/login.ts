import type { AuthResponse, LoginRequest } from '@shobdo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logActivity } from '@/lib/activity-log';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { CURRENT_USER_KEY } from './get-current-user';

/** POST /api/auth/login/. */
export function postLogin(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/auth/login/', { method: 'POST', body });
}

/** Signs in: the tokens are stored and the session starts; anything read for an earlier account is stale. */
export function useLoginMutation() {
  const { startSession } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: async (auth, request) => {
      startSession(auth, request.remember_me ?? false);
      logActivity('login', 'User logged in');
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
