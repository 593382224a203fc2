import { ADMIN_GUARD_MESSAGES, OWN_DATA_MESSAGES } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import type { AuthUser } from '../../lib/access-token';
import { badRequest, conflict, isHttpError, unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { recordAdminActions } from '../admin-audit/queries/record-admin-actions';
import { invalidateSummaries } from '../admin-audit/summary-cache';
import { withAdminGuard, type Tx } from '../admin-users/queries/lock-admins';
import { findUserById } from '../users/queries/users';
import { countOwnedRows, deleteUserRow } from './queries/delete-user';

/**
 * DELETE /api/users/users/me/: the signed-in user deletes their account and everything it owns, after
 * giving their password again. The audit log keeps that it happened (who, how many analyses and
 * batches), never what they held. Tokens stop at once: the per-request session check finds no user.
 */
export async function deleteAccount(db: Database, actor: AuthUser, password: string): Promise<void> {
  const user = await findUserById(db, actor.id);
  if (!user || user.status !== 'active') throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest(OWN_DATA_MESSAGES.wrongPassword, { password: [OWN_DATA_MESSAGES.wrongPassword] });
  }
  const remove = async (tx: Tx) => {
    const owned = await countOwnedRows(tx, user.id);
    // Written before the row goes: its actor_id is then set to null by the foreign key, so no row
    // names the deleted account's id; the username stays as the audit log's "who".
    await recordAdminActions(tx, { ...actor, username: user.username }, 'account.delete', [
      { id: null, label: user.username, details: owned },
    ]);
    if (!(await deleteUserRow(tx, user.id))) throw unauthorized();
  };
  if (user.role !== 'admin') await db.transaction(remove);
  else {
    // An admin's deletion takes the admin lock, so two admins deleting themselves at once cannot leave none.
    try {
      await withAdminGuard(db, remove);
    } catch (error) {
      if (isHttpError(error) && error.message === ADMIN_GUARD_MESSAGES.lastAdmin)
        throw conflict(OWN_DATA_MESSAGES.lastAdmin);
      throw error;
    }
  }
  invalidateSummaries(db);
}
