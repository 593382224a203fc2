import type { AuthResponse, RegisterRequest } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';

export function postRegister(body: RegisterRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/auth/register/', { method: 'POST', body });
}
