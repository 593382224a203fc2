import type { AuthResponse, PasswordChangeFields, PasswordChangeRequest } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';
import { isRememberMe } from '@/lib/storage';
import { useSessionMutation } from './use-session-mutation';

/** POST /api/users/users/me/password/ (decision 0010): answers a fresh session; the others are ended. */
export function postPasswordChange(body: PasswordChangeRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/users/users/me/password/', { method: 'POST', body });
}

/** Changes the password; this session goes on with the fresh tokens (remember-me kept as it was). */
export const useChangePasswordMutation = () =>
  useSessionMutation((fields: PasswordChangeFields) => postPasswordChange({ ...fields, remember_me: isRememberMe() }), {
    rememberMe: (auth) => auth.remember_me,
    activity: ['settings', 'Changed the password'],
  });
