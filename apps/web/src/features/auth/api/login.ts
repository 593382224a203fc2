import type { AuthResponse, LoginRequest } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';
import { useSessionMutation } from './use-session-mutation';

/** POST /api/auth/login/. */
export function postLogin(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/auth/login/', { method: 'POST', body });
}

/** Signs in, remembered as the form asked; anything read for an earlier account is stale. */
export const useLoginMutation = () =>
  useSessionMutation(postLogin, {
    rememberMe: (_auth, request) => request.remember_me ?? false,
    activity: ['login', 'User logged in'],
  });
