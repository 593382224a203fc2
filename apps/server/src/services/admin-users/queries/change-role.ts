import { eq } from 'drizzle-orm';
import { ADMIN_GUARD_MESSAGES, type Role, type User } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { users } from '../../../db/schema/index';
import type { AuthUser } from '../../../lib/access-token';
import { badRequest, notFound } from '../../../lib/errors';
import { revokeAllSessionsOf } from '../../auth/queries/refresh-tokens';
import { recordAdminActions } from '../../admin-audit/queries/record-admin-actions';
import { serializeUser } from '../../users/serialize-user';
import { withAdminGuard } from './lock-admins';
import { invalidateSummaries } from '../../admin-audit/summary-cache';

/** Sets an account's role; its sessions end so the new role applies from the next sign-in. */
export async function changeRole(db: Database, actor: AuthUser, userId: string, role: Role): Promise<User> {
  if (userId.toLowerCase() === actor.id.toLowerCase()) throw badRequest(ADMIN_GUARD_MESSAGES.selfDemote);
  invalidateSummaries(db);
  const result = await withAdminGuard(db, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
    if (!before) throw notFound(ADMIN_GUARD_MESSAGES.userNotFound);
    if (before.role === role) return serializeUser(before);
    const [after] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    await revokeAllSessionsOf(tx as unknown as Database, userId);
    await recordAdminActions(tx, actor, 'user.role_change', [
      { id: userId, label: before.username, details: { from: before.role, to: role } },
    ]);
    return serializeUser(after!);
  });
  invalidateSummaries(db);
  return result;
}
