import type { Database } from '../../db/types';
import type { AuthUser } from '../../lib/access-token';
import { API_KEY_PATTERN, hashApiKey } from './generate-api-key';
import { findKeyOwnerByHash } from './queries/api-keys';

/** Who a valid API key acts for. `user.apiKeyId` and `user.sessionId` are the key's id. */
export interface ApiKeyOwner {
  keyId: string;
  user: AuthUser;
}

/**
 * The owner of a raw key as sent by a program, or null when the key is malformed, unknown, revoked
 * (revoking deletes it), or its owner is inactive or deleted. Runs its query on every call, so a
 * revocation or deactivation counts from the very next request on every instance.
 */
export async function authenticateApiKey(db: Database, rawKey: string): Promise<ApiKeyOwner | null> {
  const key = rawKey.trim();
  // Not a key's shape: no need to ask the database.
  if (!API_KEY_PATTERN.test(key)) return null;
  const row = await findKeyOwnerByHash(db, hashApiKey(key));
  if (!row) return null;
  return {
    keyId: row.key_id,
    user: { id: row.user_id, username: row.username, role: row.role, sessionId: row.key_id, apiKeyId: row.key_id },
  };
}
