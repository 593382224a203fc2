import { API_KEY_MESSAGES } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import type { AuthUser } from '../../lib/access-token';
import { notFound } from '../../lib/errors';
import { recordAdminActions } from '../admin-audit/queries/record-admin-actions';
import { findUserById } from '../users/queries/users';
import { deleteApiKeyOf } from './queries/api-keys';

/**
 * Revokes `ownerId`'s key `keyId` at once (its row is deleted, so the next request with it is refused on
 * every instance) and records who did it in the admin audit log. 404 when that account holds no such key,
 * which is also the answer for another user's key.
 */
export async function revokeApiKey(db: Database, actor: AuthUser, ownerId: string, keyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteApiKeyOf(tx, ownerId, keyId);
    if (!row) throw notFound(API_KEY_MESSAGES.notFound);
    const owner = actor.id === ownerId ? actor.username : ((await findUserById(tx, ownerId))?.username ?? '');
    await recordAdminActions(tx, actor, 'api_key.revoke', [
      { id: row.id, label: `${owner}: ${row.name}`, details: { owner_id: ownerId, prefix: row.prefix } },
    ]);
  });
}
