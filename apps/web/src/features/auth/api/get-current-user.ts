import type { User } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';

export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/api/auth/user/', { signal });
}
