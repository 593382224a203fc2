import type { ProfileUpdate, User } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';

/** PATCH /api/users/users/me/ (SPEC.md section 7): the signed-in user's own profile fields. */
export function patchProfile(update: ProfileUpdate): Promise<User> {
  return apiRequest<User>('/api/users/users/me/', { method: 'PATCH', body: update });
}
