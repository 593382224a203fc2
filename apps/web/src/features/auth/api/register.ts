import type { AuthResponse, RegisterRequest } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';
import { useSessionMutation } from './use-session-mutation';

/** POST /api/auth/register/: answers like a login. */
export function postRegister(body: RegisterRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/auth/register/', { method: 'POST', body });
}

/** Creates the account and signs it in (remember-me off, as the form offers none). */
export const useRegisterMutation = () =>
  useSessionMutation(postRegister, { rememberMe: () => false, activity: ['register', 'User registered'] });
