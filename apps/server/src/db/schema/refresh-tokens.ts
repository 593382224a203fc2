import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from './columns';
import { ownerColumn } from './owner-column';

/**
 * Refresh tokens, stored as sha256 hashes. Every refresh rotates the token within its family
 * (one family per login); presenting an already rotated token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: ownerColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: timestampColumn('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Set when rotated, logged out or revoked with its family; a revoked token never works again.
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    // The session check on every authenticated request looks for a live token of a family; a
    // long-lived family holds one live row among many rotated ones (migration 0004).
    index('refresh_tokens_live_family_idx')
      .on(t.familyId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
