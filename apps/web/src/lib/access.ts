import { meetsRole, type Role } from '@shobdo/contracts';

export type AccessDecision = 'allow' | 'login' | 'home';

/** The route guard rules of docs/product/screens.md#routes-and-guards, in their order; the role rule is the server's (contracts). */
export function decideAccess(
  user: { role: Role } | null,
  requirement: { auth?: boolean; role?: Role },
): AccessDecision {
  const needsLogin = requirement.auth === true || requirement.role !== undefined;
  if (needsLogin && !user) return 'login';
  if (requirement.role && user && !meetsRole(user.role, requirement.role)) return 'home';
  return 'allow';
}
