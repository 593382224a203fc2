import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnalysisResult, AnalysisType, ClassProbability, Language, WordContribution } from '@shobdo/contracts';
import { users } from './users';

/**
 * Every analysis, by signed-in users and anonymous visitors alike (user_id null). Model name and
 * version are copied in so that old rows still describe the model that produced them.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('analyses_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('analyses_created_idx').on(t.createdAt.desc()),
    index('analyses_language_created_idx').on(t.language, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin logs order by a column, then id (migration 0006).
    index('analyses_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('analyses_confidence_id_idx').on(t.confidenceScore, t.id),
    index('analyses_processing_time_id_idx').on(t.processingTime, t.id),
  ],
);
export type AnalysisRow = typeof analyses.$inferSelect;
export type NewAnalysisRow = typeof analyses.$inferInsert;
