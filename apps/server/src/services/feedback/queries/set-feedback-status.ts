import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FeedbackStatus } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { analysisFeedback, type AnalysisFeedbackRow } from '../../../db/schema/index';

export type ReviewedFeedback = AnalysisFeedbackRow & { previousStatus: FeedbackStatus };

/**
 * Sets the status of corrections and who reviewed them, now. A decision may be changed (an accepted
 * correction rejected later); the previous status comes back for the audit log, read in the same statement.
 */
export async function setFeedbackStatus(
  db: Database,
  ids: string[],
  status: Exclude<FeedbackStatus, 'pending'>,
  reviewerId: string,
): Promise<ReviewedFeedback[]> {
  if (ids.length === 0) return [];
  const old = db
    .select({ id: analysisFeedback.id, status: analysisFeedback.status })
    .from(analysisFeedback)
    .where(inArray(analysisFeedback.id, ids))
    .as('old');
  return db
    .update(analysisFeedback)
    .set({ status, reviewedBy: reviewerId, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .from(old)
    .where(sql`${analysisFeedback.id} = ${old.id}`)
    .returning({ ...getTableColumns(analysisFeedback), previousStatus: sql<FeedbackStatus>`${old.status}` });
}
