import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from './columns';
import { ownerColumn } from './owner-column';

/**
 * API keys (decision 0042): a program acts for its owner with one. Only the SHA-256 hash of the key is
 * kept, with a short visible prefix so the owner can tell keys apart. Revoking deletes the row (the admin
 * audit log keeps that it happened); deleting the owner deletes their keys.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    userId: ownerColumn(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestampColumn('created_at'),
    // Written in batches by the usage recorder (services/api-keys/usage-recorder.ts), not on every request.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    requestCount: bigint('request_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // The key check on every keyed request finds the key by its hash.
    uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
    index('api_keys_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
