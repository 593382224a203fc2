import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { analyses, users } from '../../../db/schema/index';

// The SQL of a user deleting their own analyses. Batch rows go with their batch (DELETE on the batch):
// the batch keeps counts of its rows, so they are left out here, as History leaves them out.

/** Which of `ids` are the user's own analyses outside any batch. */
export async function findOwnAnalysisIds(db: Database, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.userId, userId), isNull(analyses.batchId), inArray(analyses.id, ids)));
  return rows.map((row) => row.id);
}

/** Whether the analysis is the user's and belongs to a batch. */
export async function isOwnBatchRow(db: Database, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ batchId: analyses.batchId })
    .from(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
    .limit(1);
  return row?.batchId != null;
}

/**
 * Deletes every analysis the user's History shows, and recounts their analysis_count and
 * last_analysis_at from what remains (their batches' rows), in one transaction.
 */
export async function deleteAllOwnAnalyses(db: Database, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(analyses)
      .where(and(eq(analyses.userId, userId), isNull(analyses.batchId)))
      .returning({ id: analyses.id });
    await tx
      .update(users)
      .set({
        analysisCount: sql`(select count(*)::int from ${analyses} where ${analyses.userId} = ${users.id})`,
        lastAnalysisAt: sql`(select max(${analyses.createdAt}) from ${analyses} where ${analyses.userId} = ${users.id})`,
      })
      .where(eq(users.id, userId));
    return deleted.length;
  });
}
