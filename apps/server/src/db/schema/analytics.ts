import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Usage analytics (migration 0005). Visitors are counted by a hash of (daily salt, address, user agent);
 * the salt of a past day is deleted, so its visitor ids cannot be recomputed (docs/privacy.md).
 */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A visit session: pages seen by one visitor with no gap over 30 minutes (docs/metrics.md). */
export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorId: text('visitor_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    entryPath: text('entry_path').notNull(),
    referrerHost: text('referrer_host'),
    browser: text('browser').notNull(),
    device: text('device').notNull(),
    pageViews: integer('page_views').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('analytics_sessions_visitor_seen_idx').on(t.visitorId, t.lastSeenAt.desc()),
    index('analytics_sessions_seen_idx').on(t.lastSeenAt),
    index('analytics_sessions_started_idx').on(t.startedAt),
  ],
);

/** The Visit record of docs/product/api.md#entities, without the address and user agent it arrived with. */
export const visits = pgTable(
  'visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    visitorId: text('visitor_id').notNull(),
    // No foreign key: sessions may be pruned on their own schedule without touching visits.
    sessionId: uuid('session_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    pageName: text('page_name').notNull().default(''),
    referrerHost: text('referrer_host'),
    browser: text('browser').notNull(),
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visits_created_idx').on(t.createdAt),
    index('visits_visitor_created_idx').on(t.visitorId, t.createdAt),
    // Partial: signed-in visits by time (rolling daily active users, a refresh's user-days).
    index('visits_user_created_idx')
      .on(t.createdAt, t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/** Roll-up: one row per day (SHOBDO_TIME_ZONE) of visits, daily unique visitors and sessions. */
export const analyticsVisitDays = pgTable('analytics_visit_days', {
  day: date('day').primaryKey(),
  visits: integer('visits').notNull(),
  visitors: integer('visitors').notNull(),
  sessions: integer('sessions').notNull(),
  bounces: integer('bounces').notNull(),
  sessionSeconds: bigint('session_seconds', { mode: 'number' }).notNull(),
});

/** Roll-up: analyses per day, model, detected class and language. */
export const analyticsAnalysisDays = pgTable(
  'analytics_analysis_days',
  {
    day: date('day').notNull(),
    modelId: text('model_id').notNull(),
    detectedType: text('detected_type').notNull(),
    language: text('language').notNull(),
    analyses: integer('analyses').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_analysis_days_pk', columns: [t.day, t.modelId, t.detectedType, t.language] })],
);

/** Roll-up: analyses per day, model and hour of the day. */
export const analyticsAnalysisHours = pgTable(
  'analytics_analysis_hours',
  {
    day: date('day').notNull(),
    modelId: text('model_id').notNull(),
    hour: smallint('hour').notNull(),
    analyses: integer('analyses').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_analysis_hours_pk', columns: [t.day, t.modelId, t.hour] })],
);

/** Roll-up: the days on which a signed-in user was active (analysed, visited or logged an activity). */
export const analyticsUserDays = pgTable(
  'analytics_user_days',
  {
    day: date('day').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'analytics_user_days_pk', columns: [t.day, t.userId] }),
    index('analytics_user_days_user_idx').on(t.userId, t.day),
  ],
);

/** Roll-up: analyses per signed-in user and model (top users for one model). */
export const analyticsUserModels = pgTable(
  'analytics_user_models',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: text('model_id').notNull(),
    analyses: integer('analyses').notNull(),
  },
  (t) => [
    primaryKey({ name: 'analytics_user_models_pk', columns: [t.userId, t.modelId] }),
    index('analytics_user_models_model_idx').on(t.modelId, t.analyses.desc()),
    // The users of one model, for the demographics narrowed to it (migration 0013).
    index('analytics_user_models_model_user_idx').on(t.modelId, t.userId),
  ],
);

/** Roll-up: analyses per day, signed-in user and model; a refresh moves its days' changes into analytics_user_models. */
export const analyticsUserModelDays = pgTable(
  'analytics_user_model_days',
  {
    day: date('day').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: text('model_id').notNull(),
    analyses: integer('analyses').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_user_model_days_pk', columns: [t.day, t.userId, t.modelId] })],
);

/** Roll-up: each signed-in user's first and last active day (analytics_user_days), for windows ending on the newest day. */
export const analyticsUserSpans = pgTable(
  'analytics_user_spans',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
  },
  (t) => [index('analytics_user_spans_first_idx').on(t.firstDay), index('analytics_user_spans_last_idx').on(t.lastDay)],
);

/** Distinct active users of a window that ends before the newest day, kept until a refresh rebuilds a day it covers. */
export const analyticsWindowUsers = pgTable(
  'analytics_window_users',
  {
    startDay: date('start_day').notNull(),
    endDay: date('end_day').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_window_users_pk', columns: [t.startDay, t.endDay] })],
);

/**
 * UTC dates on which analyses, visits, activity entries or sessions were deleted (written by triggers of
 * migration 0008); the next refresh rebuilds those days and empties the table.
 */
export const analyticsDirtyDays = pgTable('analytics_dirty_days', {
  day: date('day').primaryKey(),
});

/** What the roll-ups were last built from (a mark of the source tables), so a refresh with no change is free. */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  id: text('id').primaryKey(),
  sourceMark: text('source_mark').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row counting the changes that move the figures of registered users (accounts added, removed or edited in
 * language, country, age, status or role; user-model pairs added or removed), bumped by the triggers of
 * migration 0013. services/analytics/read-user-figures.ts keeps the figures until it moves (decision 0059).
 */
export const analyticsUserFiguresVersion = pgTable('analytics_user_figures_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Rows written since the last refresh, listed by the triggers of migration 0014 inside the writing transaction;
 * the refresh adds them to the roll-ups and takes them off (fold-pending-rows.ts, decision 0062).
 */
export const analyticsPendingAnalyses = pgTable('analytics_pending_analyses', {
  id: uuid('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  userId: uuid('user_id'),
  modelId: text('model_id').notNull(),
  detectedType: text('detected_type').notNull(),
  language: text('language').notNull(),
});

export const analyticsPendingVisits = pgTable('analytics_pending_visits', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  visitorId: text('visitor_id').notNull(),
  userId: uuid('user_id'),
});

export const analyticsPendingActivities = pgTable('analytics_pending_activities', {
  id: uuid('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  userId: uuid('user_id'),
});

/** A session's change, as what it adds to its start day's figures (the new row's share less the old row's). */
export const analyticsPendingSessions = pgTable('analytics_pending_sessions', {
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  sessions: integer('sessions').notNull(),
  bounces: integer('bounces').notNull(),
  seconds: bigint('seconds', { mode: 'number' }).notNull(),
});
