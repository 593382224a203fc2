import { API_KEY_LIMITS, API_KEY_MESSAGES, type CreatedApiKey } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import type { AuthUser } from '../../lib/access-token';
import { badRequest, notFound } from '../../lib/errors';
import { recordAdminActions } from '../admin-audit/queries/record-admin-actions';
import { generateApiKey } from './generate-api-key';
import { insertApiKeyWithinLimit } from './queries/api-keys';

export interface CreateApiKeyOptions {
  /** Who creates it, recorded in the admin audit log in the same transaction; tests may leave it out. */
  actor?: AuthUser;
  /** The owner's username for the audit entry, when the actor is someone else. */
  owner?: string;
}

/**
 * Creates a key for `userId` named `name` and answers the whole key: the only time it exists outside
 * the caller's hands, since only its hash is stored. 400 when the account holds API_KEY_LIMITS.keysPerUser
 * keys already; 404 when the account does not exist.
 */
export async function createApiKey(
  db: Database,
  userId: string,
  name: string,
  options: CreateApiKeyOptions = {},
): Promise<CreatedApiKey> {
  const generated = generateApiKey();
  const trimmed = name.trim();
  return db.transaction(async (tx) => {
    const row = await insertApiKeyWithinLimit(
      tx,
      { userId, name: trimmed, prefix: generated.prefix, keyHash: generated.hash },
      API_KEY_LIMITS.keysPerUser,
    );
    if (!row) {
      const exists = await tx.query.users.findFirst({ columns: { id: true }, where: (u, { eq }) => eq(u.id, userId) });
      if (!exists) throw notFound();
      throw badRequest(API_KEY_MESSAGES.tooManyKeys, { name: [API_KEY_MESSAGES.tooManyKeys] });
    }
    if (options.actor) {
      await recordAdminActions(tx, options.actor, 'api_key.create', [
        // The label names the owner too: an admin reading the log sees whose key it is.
        {
          id: row.id,
          label: `${options.owner ?? options.actor.username}: ${row.name}`,
          details: { owner_id: userId, prefix: row.prefix },
        },
      ]);
    }
    return {
      id: row.id,
      name: row.name,
      key: generated.key,
      prefix: row.prefix,
      created_at: row.createdAt.toISOString(),
    };
  });
}
