import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from './columns';

/** The User entity of docs/product/api.md#entities. Derived fields (role_display, ...) are computed on read. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'moderator', 'user'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    preferredLanguage: text('preferred_language', { enum: ['en', 'bn'] })
      .notNull()
      .default('bn'),
    country: text('country'),
    age: integer('age'),
    fullName: text('full_name').notNull().default(''),
    // Kept on the user row so listing users needs no aggregate over analyses; the analysis
    // service updates both when it stores or deletes a signed-in user's analysis.
    analysisCount: integer('analysis_count').notNull().default(0),
    lastAnalysisAt: timestamp('last_analysis_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    // Case-insensitive uniqueness: 'Rahim' and 'rahim' are the same account.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_analysis_count_idx').on(t.analysisCount.desc()),
    index('users_country_idx').on(t.country),
    // Migration 0013 also adds users_figures_idx, (id) INCLUDE (preferred_language, country, age, status, role,
    // created_at), which drizzle cannot declare: the dashboard's user figures read it alone.
    check('users_role_check', sql`${t.role} in ('admin', 'moderator', 'user')`),
    check('users_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('users_preferred_language_check', sql`${t.preferredLanguage} in ('en', 'bn')`),
    check('users_age_check', sql`${t.age} is null or ${t.age} between 13 and 120`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
