import { doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AnalysisResult, AnalysisType, ClassProbability, Language, WordContribution } from '@shobdo/contracts';
import { users } from './users';
import { analysisBatches } from './analysis-batches';
import { idColumn, timestampColumn } from './columns';

/**
 * Every analysis, by signed-in users and anonymous visitors alike (user_id null). Model name and
 * version are copied in so that old rows still describe the model that produced them.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: idColumn(),
    // Cascade, not set-null: a deleted user's analyses must not turn into anonymous ones that
    // anybody holding the id could read.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    modelId: text('model_id').notNull(),
    modelName: text('model_name').notNull(),
    modelVersion: text('model_version').notNull(),
    originalText: text('original_text').notNull(),
    detectedType: text('detected_type').notNull(),
    confidenceScore: doublePrecision('confidence_score').notNull(),
    analysisType: text('analysis_type').$type<AnalysisType>().notNull(),
    language: text('language').$type<Language>().notNull(),
    processingTime: doublePrecision('processing_time').notNull(),
    // The contributions sum to score - bias: the confidence and an empty text's confidence (model card).
    score: doublePrecision('score').notNull(),
    bias: doublePrecision('bias').notNull(),
    wordContributions: jsonb('word_contributions').$type<WordContribution[]>().notNull(),
    classProbabilities: jsonb('class_probabilities').$type<ClassProbability[]>().notNull(),
    result: jsonb('result').$type<AnalysisResult>().notNull(),
    createdAt: timestampColumn('created_at'),
    // Set for a batch row: word_contributions and class_probabilities are then empty (batch_result holds the
    // top words and probabilities) and readers recompute the rest (services/batch/complete-explanation.ts).
    batchId: uuid('batch_id').references(() => analysisBatches.id, { onDelete: 'cascade' }),
    batchPosition: integer('batch_position'),
    // A batch row's class probabilities and top words, compact (decision 0037; services/batch/batch-result.ts);
    // null for single analyses and for batch rows stored before migration 0009, which keep them as JSON.
    batchResult: text('batch_result'),
  },
  (t) => [
    index('analyses_user_created_idx').on(t.userId, t.createdAt.desc()),
    // Ascending, read backwards for newest first: new rows then go in at the right-hand end, whose pages fill,
    // where a descending index split its left-hand page in half at every insert (migration 0009). Bengali
    // ('bn', nearly every row) sorts last under language DESC, so its rows are the right-hand end.
    index('analyses_language_created_idx').on(t.language.desc(), t.createdAt, t.id),
    // The admin logs order by a column, then id (migration 0006); it serves created_at alone too.
    index('analyses_created_id_idx').on(t.createdAt, t.id),
    // Migration 0013 adds analyses_signed_in_created_idx, (created_at) INCLUDE (user_id, model_id) WHERE user_id IS
    // NOT NULL, which drizzle cannot declare: the rolling daily active users and a refresh's user-days read it.
    index('analyses_confidence_id_idx').on(t.confidenceScore, t.id),
    index('analyses_processing_time_id_idx').on(t.processingTime, t.id),
    index('analyses_batch_position_idx').on(t.batchId, t.batchPosition),
  ],
);
export type AnalysisRow = typeof analyses.$inferSelect;
export type NewAnalysisRow = typeof analyses.$inferInsert;
