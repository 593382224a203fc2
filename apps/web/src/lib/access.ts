import type { Role } from '@shobdo/contracts';

/**
 * Whether `role` satisfies `required` (SPEC.md section 6): the exact role, or a higher one where the
 * spec allows it (moderator and admin count as user; admin counts as moderator).
 */
export function hasRole(role: Role, required: Role): boolean {
  if (role === required) return true;
  if (required === 'user') return role === 'moderator' || role === 'admin';
  if (required === 'moderator') return role === 'admin';
  return false;
}

export type AccessDecision = 'allow' | 'login' | 'home';

/** The route guard rules of SPEC.md section 2, in their order. */
export function decideAccess(
  user: { role: Role } | null,
  requirement: { auth?: boolean; role?: Role },
): AccessDecision {
  const needsLogin = requirement.auth === true || requirement.role !== undefined;
  if (needsLogin && !user) return 'login';
  if (requirement.role && user && !hasRole(user.role, requirement.role)) return 'home';
  return 'allow';
}
