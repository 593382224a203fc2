import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ActivityType } from '@shobdo/contracts';
import { users } from './users';
import { idColumn, timestampColumn } from './columns';

/**
 * The Activity log of docs/product/api.md#entities: what the web app reports (login, logout, page views...).
 * Anonymous entries have no user; a deleted user's entries go with the account.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').$type<ActivityType>().notNull(),
    description: text('description').notNull().default(''),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [
    index('activity_logs_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('activity_logs_created_idx').on(t.createdAt.desc()),
    check(
      'activity_logs_activity_type_check',
      sql`${t.activityType} in ('analysis', 'settings', 'login', 'register', 'logout', 'page_view', 'export')`,
    ),
    check('activity_logs_description_length_check', sql`char_length(${t.description}) <= 500`),
    check('activity_logs_metadata_object_check', sql`jsonb_typeof(${t.metadata}) = 'object'`),
  ],
);
export type ActivityLogRow = typeof activityLogs.$inferSelect;
export type NewActivityLogRow = typeof activityLogs.$inferInsert;
