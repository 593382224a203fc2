import { getTableColumns, sql } from 'drizzle-orm';
import type { FeedbackSource } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { analysisFeedback, type AnalysisFeedbackRow } from '../../../db/schema/analysis-feedback';

export interface FeedbackToStore {
  analysisId: string;
  userId: string;
  modelId: string;
  predictedLabel: string;
  predictedConfidence: number;
  correctLabel: string;
  note: string;
  source: FeedbackSource;
}

/**
 * Stores a person's correction of an analysis, replacing theirs if there is one: a second report starts over
 * as pending (its review, if any, was of the old one). One statement, so two reports at once cannot both insert.
 */
export async function upsertFeedback(
  db: Database,
  entry: FeedbackToStore,
): Promise<{ row: AnalysisFeedbackRow; created: boolean }> {
  const [row] = await db
    .insert(analysisFeedback)
    .values({ ...entry, status: 'pending' })
    .onConflictDoUpdate({
      target: [analysisFeedback.analysisId, analysisFeedback.userId],
      set: {
        correctLabel: entry.correctLabel,
        note: entry.note,
        source: entry.source,
        status: 'pending',
        reviewedBy: null,
        reviewedAt: null,
        updatedAt: sql`now()`,
      },
    })
    // xmax is 0 on a row this statement inserted and set on one it updated: created or replaced, in one trip.
    .returning({ ...getTableColumns(analysisFeedback), created: sql<boolean>`(xmax = 0)` });
  const { created, ...stored } = row!;
  return { row: stored, created: Boolean(created) };
}
