import { integer, pgTable, text, index } from 'drizzle-orm/pg-core';
import type { AnalysisType } from '@shobdo/contracts';
import { idColumn, timestampColumn } from './columns';
import { ownerColumn } from './owner-column';

/**
 * A batch: texts a user sent together (a file of comments), analysed with one model. Its rows are
 * ordinary analyses with batch_id and batch_position set (analyses.ts), so admin logs and per-user counts
 * see them; a batch row stores only its top words, and the full explanation is recomputed when it is
 * opened (docs/decisions/0029-batch-rows-store-top-words.md).
 */
export const analysisBatches = pgTable(
  'analysis_batches',
  {
    id: idColumn(),
    userId: ownerColumn(),
    name: text('name').notNull().default(''),
    modelId: text('model_id').notNull(),
    modelName: text('model_name').notNull(),
    analysisType: text('analysis_type').$type<AnalysisType>().notNull(),
    /** Texts sent so far, rejected ones included: the next row's position. */
    totalRows: integer('total_rows').notNull().default(0),
    analysedRows: integer('analysed_rows').notNull().default(0),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [index('analysis_batches_user_created_idx').on(t.userId, t.createdAt.desc())],
);
export type AnalysisBatchRow = typeof analysisBatches.$inferSelect;
