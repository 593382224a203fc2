import { eq } from 'drizzle-orm';
import { ADMIN_GUARD_MESSAGES } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { users } from '../../../db/schema/index';
import type { AuthUser } from '../../../lib/access-token';
import { notFound } from '../../../lib/errors';
import { hashPassword } from '../../../lib/password';
import { revokeAllSessionsOf } from '../../auth/queries/refresh-tokens';
import { recordAdminActions } from '../../admin-audit/queries/record-admin-actions';

/**
 * An admin sets a new password for an account (docs/product/decisions.md: 'Forgot password' points here) and
 * every session of that account ends. The password itself is never recorded.
 */
export async function resetPassword(db: Database, actor: AuthUser, userId: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id, username: users.username });
    if (!user) throw notFound(ADMIN_GUARD_MESSAGES.userNotFound);
    await revokeAllSessionsOf(tx as unknown as Database, userId);
    await recordAdminActions(tx, actor, 'user.password_reset', [{ id: user.id, label: user.username }]);
  });
}
