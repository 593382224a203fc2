import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AdminAction } from '@shobdo/contracts';
import { users } from './users';
import { idColumn, timestampColumn } from './columns';

/**
 * Every admin action on an account or on analyses: who (actor, its username copied so the entry
 * outlives the account), what (action, details), whom (target id and a label) and when.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: idColumn(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action').$type<AdminAction>().notNull(),
    // Text, not a foreign key: the target may be gone (a deleted analysis).
    targetId: text('target_id'),
    targetLabel: text('target_label').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc()),
    check('admin_audit_log_details_object_check', sql`jsonb_typeof(${t.details}) = 'object'`),
  ],
);
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
export type NewAdminAuditRow = typeof adminAuditLog.$inferInsert;
