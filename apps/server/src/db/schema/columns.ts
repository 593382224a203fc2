import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A row's key: a random UUID. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was made (`created_at`) or last changed (`updated_at`): a timestamptz, now by default. */
export const timestampColumn = (name: 'created_at' | 'updated_at') =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
