import type { Role } from './constants';

/**
 * Role rule of docs/product/api.md#roles: the exact role meets a requirement; 'user' is also met by
 * moderator and admin; 'moderator' is also met by admin.
 */
export function meetsRole(holder: Role, required: Role): boolean {
  if (holder === required) return true;
  if (required === 'user') return holder === 'moderator' || holder === 'admin';
  if (required === 'moderator') return holder === 'admin';
  return false;
}

/** What a 403 says when the role is not met (docs/product/api.md#roles gives the admin wording). */
export const ROLE_DENIED_MESSAGES: Record<Role, string> = {
  admin: 'Access denied. Admin privileges required.',
  moderator: 'Access denied. Moderator privileges required.',
  user: 'Access denied.',
};
