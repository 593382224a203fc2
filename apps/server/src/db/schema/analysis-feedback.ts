import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { FeedbackSource, FeedbackStatus } from '@shobdo/contracts';
import { users } from './users';
import { analyses } from './analyses';
import { idColumn, timestampColumn } from './columns';
import { ownerColumn } from './owner-column';

/**
 * Corrections (migration 0011, docs/product/corrections.md): a person says an analysis's class is wrong and
 * names the right one; a moderator or an admin accepts or rejects it. The model's answer is copied in so the
 * review list and the agreement figures need no model. It goes with its analysis and with its author.
 */
export const analysisFeedback = pgTable(
  'analysis_feedback',
  {
    id: idColumn(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    modelId: text('model_id').notNull(),
    predictedLabel: text('predicted_label').notNull(),
    predictedConfidence: doublePrecision('predicted_confidence').notNull(),
    correctLabel: text('correct_label').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<FeedbackStatus>().notNull().default('pending'),
    source: text('source').$type<FeedbackSource>().notNull().default('web'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    unique('analysis_feedback_analysis_user_unique').on(t.analysisId, t.userId),
    index('analysis_feedback_status_created_idx').on(t.status, t.createdAt, t.id),
    index('analysis_feedback_model_status_created_idx').on(t.modelId, t.status, t.createdAt, t.id),
    index('analysis_feedback_user_idx').on(t.userId),
    // Every status, newest first (migration 0013).
    index('analysis_feedback_created_idx').on(t.createdAt, t.id),
    index('analysis_feedback_label_created_idx').on(t.correctLabel, t.createdAt, t.id),
    check('analysis_feedback_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    check('analysis_feedback_source_check', sql`${t.source} in ('web', 'api', 'perspective')`),
    check('analysis_feedback_note_length_check', sql`char_length(${t.note}) <= 1000`),
  ],
);
export type AnalysisFeedbackRow = typeof analysisFeedback.$inferSelect;
