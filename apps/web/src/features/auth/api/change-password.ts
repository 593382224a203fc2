import type { AuthResponse, PasswordChangeRequest } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/users/users/me/password/ (decision 0010): answers a fresh session; the others are ended. */
export function postPasswordChange(body: PasswordChangeRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/users/users/me/password/', { method: 'POST', body });
}
