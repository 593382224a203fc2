import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { analysisFeedback, type AnalysisFeedbackRow } from '../../../db/schema/analysis-feedback';

/** One person's correction of one analysis (the unique index serves it). */
export async function findFeedbackOf(
  db: Database,
  analysisId: string,
  userId: string,
): Promise<AnalysisFeedbackRow | undefined> {
  const [row] = await db
    .select()
    .from(analysisFeedback)
    .where(and(eq(analysisFeedback.analysisId, analysisId), eq(analysisFeedback.userId, userId)))
    .limit(1);
  return row;
}
