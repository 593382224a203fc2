import { and, inArray, ne } from 'drizzle-orm';
import { ADMIN_GUARD_MESSAGES, type BulkResult } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { users } from '../../../db/schema/index';
import type { AuthUser } from '../../../lib/access-token';
import { badRequest } from '../../../lib/errors';
import { revokeAllSessionsOf } from '../../auth/queries/refresh-tokens';
import { recordAdminActions } from '../../admin-audit/queries/record-admin-actions';
import { withAdminGuard } from './lock-admins';
import { invalidateSummaries } from '../../admin-audit/summary-cache';

/**
 * Bulk activate or deactivate. Duplicate ids count once; ids that match no account are answered in
 * not_found; accounts already in the status are left alone (not counted, not recorded). A
 * deactivated account loses every session at once (its refresh tokens; the auth plugin refuses
 * its access tokens on the next request).
 */
export async function setUsersStatus(
  db: Database,
  actor: AuthUser,
  ids: string[],
  status: 'active' | 'inactive',
): Promise<BulkResult> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (status === 'inactive' && unique.includes(actor.id.toLowerCase()))
    throw badRequest(ADMIN_GUARD_MESSAGES.selfDeactivate);
  invalidateSummaries(db);
  const result = await withAdminGuard(db, async (tx) => {
    const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, unique));
    const changed = await tx
      .update(users)
      .set({ status, updatedAt: new Date() })
      .where(and(inArray(users.id, unique), ne(users.status, status)))
      .returning({ id: users.id, username: users.username });
    if (status === 'inactive') {
      for (const user of changed) await revokeAllSessionsOf(tx as unknown as Database, user.id);
    }
    await recordAdminActions(
      tx,
      actor,
      status === 'active' ? 'user.activate' : 'user.deactivate',
      changed.map((user) => ({ id: user.id, label: user.username })),
    );
    const known = new Set(found.map((row) => row.id));
    return { updated: changed.length, not_found: unique.filter((id) => !known.has(id)) };
  });
  invalidateSummaries(db);
  return result;
}
