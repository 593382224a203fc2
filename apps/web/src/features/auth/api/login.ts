import type { AuthResponse, LoginRequest } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';

export function postLogin(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/auth/login/', { method: 'POST', body });
}
