import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { v7 as timeOrderedUuid } from 'uuid';
import type { Database } from '../../../db/types';
import { analyses, analysisBatches, users } from '../../../db/schema/index';
import type { AnalysisBatchRow } from '../../../db/schema/index';
import { insertRows, type AnalysisToStore } from '../../analysis/queries/analyses';

// All SQL of batch analysis lives here; the rows themselves are analyses (analysis/queries/analyses.ts).

export async function createBatch(
  db: Database,
  batch: Pick<AnalysisBatchRow, 'userId' | 'name' | 'modelId' | 'modelName' | 'analysisType'>,
): Promise<AnalysisBatchRow> {
  // A time-ordered id: the batch's rows then go in at the right-hand end of analyses_batch_position_idx,
  // whose pages fill instead of splitting in half (decision 0037).
  const [row] = await db
    .insert(analysisBatches)
    .values({ id: timeOrderedUuid(), ...batch })
    .returning();
  if (!row) throw new Error('batch insert returned nothing');
  return row;
}

export async function findBatch(db: Database, id: string): Promise<AnalysisBatchRow | undefined> {
  const [row] = await db.select().from(analysisBatches).where(eq(analysisBatches.id, id)).limit(1);
  return row;
}

/**
 * Stores one request's analysed rows after the batch's last position, in one transaction: positions
 * are reserved by the batch row's update (which also serialises concurrent appends to one batch), the
 * rows go in as one statement, and the owner's analysis_count and last_analysis_at follow.
 * `rows` carry positions relative to the request; `sent` counts the request's texts, rejected ones too.
 */
export async function appendBatchRows(
  db: Database,
  batchId: string,
  userId: string,
  sent: number,
  rows: (AnalysisToStore & { batchPosition: number })[],
): Promise<AnalysisBatchRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [batch] = await tx
      .update(analysisBatches)
      .set({
        totalRows: sql`${analysisBatches.totalRows} + ${sent}`,
        analysedRows: sql`${analysisBatches.analysedRows} + ${rows.length}`,
        updatedAt: now,
      })
      .where(eq(analysisBatches.id, batchId))
      .returning();
    if (!batch) throw new Error('batch vanished while appending');
    const first = batch.totalRows - sent;
    for (const row of rows) row.batchPosition += first;
    if (rows.length > 0) {
      await insertRows(tx, rows);
      await tx
        .update(users)
        .set({
          analysisCount: sql`${users.analysisCount} + ${rows.length}`,
          lastAnalysisAt: sql`greatest(${users.lastAnalysisAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(users.id, userId));
    }
    return batch;
  });
}

export async function listBatches(db: Database, userId: string, page: number, pageSize: number) {
  const where = eq(analysisBatches.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(analysisBatches)
      .where(where)
      .orderBy(desc(analysisBatches.createdAt), desc(analysisBatches.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(analysisBatches).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** How many analysed rows of each class, most frequent first. */
export async function countBatchClasses(db: Database, batchId: string) {
  return db
    .select({ label: analyses.detectedType, count: count() })
    .from(analyses)
    .where(eq(analyses.batchId, batchId))
    .groupBy(analyses.detectedType)
    .orderBy(desc(count()), analyses.detectedType);
}

export interface BatchRowFilter {
  label?: string | undefined;
  minConfidence?: number | undefined;
  /** 'confidence': most confident first (ties in position order); otherwise position order. */
  order?: 'position' | 'confidence' | undefined;
}

/** One page of a batch's rows in position order, and how many match in all. */
export async function listBatchRows(
  db: Database,
  batchId: string,
  filter: BatchRowFilter,
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(analyses.batchId, batchId),
    filter.label ? eq(analyses.detectedType, filter.label) : undefined,
    filter.minConfidence !== undefined ? gte(analyses.confidenceScore, filter.minConfidence) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: analyses.id,
        modelId: analyses.modelId,
        originalText: analyses.originalText,
        detectedType: analyses.detectedType,
        confidenceScore: analyses.confidenceScore,
        classProbabilities: analyses.classProbabilities,
        wordContributions: analyses.wordContributions,
        batchPosition: analyses.batchPosition,
        batchResult: analyses.batchResult,
      })
      .from(analyses)
      .where(where)
      .orderBy(
        ...(filter.order === 'confidence'
          ? [desc(analyses.confidenceScore), analyses.batchPosition]
          : [analyses.batchPosition]),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(analyses).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Deletes a batch and its analyses (cascade), then recounts the owner's analyses, in one transaction. */
export async function deleteBatch(db: Database, batch: AnalysisBatchRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(analysisBatches).where(eq(analysisBatches.id, batch.id));
    await tx
      .update(users)
      .set({
        analysisCount: sql`(select count(*)::int from ${analyses} where ${analyses.userId} = ${users.id})`,
        lastAnalysisAt: sql`(select max(${analyses.createdAt}) from ${analyses} where ${analyses.userId} = ${users.id})`,
      })
      .where(eq(users.id, batch.userId));
  });
}
