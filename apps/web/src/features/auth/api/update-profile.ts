import type { ProfileUpdate, User } from '@shobdo/contracts';
import { logActivity } from '@/lib/activity-log';
import { apiRequest } from '@/lib/api-client';

/** PATCH /api/users/users/me/ (SPEC.md section 7): the signed-in user's own profile fields. */
export async function patchProfile(update: ProfileUpdate): Promise<User> {
  const user = await apiRequest<User>('/api/users/users/me/', { method: 'PATCH', body: update });
  logActivity('settings', 'Updated the profile', { fields: Object.keys(update) });
  return user;
}
