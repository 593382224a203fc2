import { and, desc, eq, sql } from 'drizzle-orm';
import type { Role } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { apiKeys, type ApiKeyRow } from '../../../db/schema/index';
import { queryRows } from '../../../db/query-rows';

// All SQL about API keys lives here.

export interface KeyOwnerRow {
  key_id: string;
  user_id: string;
  username: string;
  role: Role;
}

/**
 * The key with this hash and its owner, when the owner is active: one lookup by the unique hash index
 * and one by the users primary key, run on every keyed request so a deactivation counts at once.
 */
export async function findKeyOwnerByHash(db: Database, keyHash: string): Promise<KeyOwnerRow | undefined> {
  const rows = await queryRows<KeyOwnerRow>(
    db,
    sql`
    select k.id as key_id, u.id as user_id, u.username, u.role
    from api_keys k
    join users u on u.id = k.user_id
    where k.key_hash = ${keyHash} and u.status = 'active'
  `,
  );
  return rows[0];
}

export type NewApiKey = Pick<ApiKeyRow, 'userId' | 'name' | 'prefix' | 'keyHash'>;

/**
 * Inserts the key unless its owner already holds `limit` keys; undefined then. The owner's row is locked
 * first, so two creations racing cannot both pass the count.
 */
export async function insertApiKeyWithinLimit(
  db: Pick<Database, 'execute' | 'insert'>,
  key: NewApiKey,
  limit: number,
): Promise<ApiKeyRow | undefined> {
  const owner = await queryRows<{ held: number }>(
    db as Database,
    sql`
    select (select count(*)::int from api_keys k where k.user_id = u.id) as held
    from users u where u.id = ${key.userId}
    for update
  `,
  );
  if (!owner[0] || owner[0].held >= limit) return undefined;
  const [row] = await db.insert(apiKeys).values(key).returning();
  return row;
}

export async function countApiKeysOf(db: Database, userId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from api_keys where user_id = ${userId}`,
  );
  return rows[0]?.n ?? 0;
}

/** An account's keys, newest first. */
export async function listApiKeysOf(db: Database, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Deletes `userId`'s key `keyId` and answers it, or undefined when that account holds no such key. */
export async function deleteApiKeyOf(
  db: Pick<Database, 'delete'>,
  userId: string,
  keyId: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
    .returning();
  return row;
}

export interface KeyUsage {
  keyId: string;
  count: number;
  lastUsedAt: Date;
}

/**
 * Adds counted requests to their keys in one statement. Increments, never overwrites, so several server
 * instances flushing their own counts add up; a key revoked meanwhile simply matches no row.
 */
export async function addApiKeyUsage(db: Database, usage: readonly KeyUsage[]): Promise<void> {
  if (usage.length === 0) return;
  const payload = JSON.stringify(usage.map((u) => ({ id: u.keyId, n: u.count, at: u.lastUsedAt.toISOString() })));
  await db.execute(sql`
    update api_keys k
    set request_count = k.request_count + u.n,
        last_used_at = greatest(k.last_used_at, u.at)
    from jsonb_to_recordset(${payload}::jsonb) as u(id uuid, n bigint, at timestamptz)
    where k.id = u.id
  `);
}
