import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { v7 as timeOrderedUuid } from 'uuid';
import type { Database } from '../../../db/types';
import { analyses, analysisBatches, users } from '../../../db/schema/index';
import type { AnalysisBatchRow } from '../../../db/schema/index';
import { queryRows } from '../../../db/query-rows';
import { insertRowsStatement } from '../../analysis/queries/analyses';
import type { BatchRowToStore } from '../analyse-batch-texts';

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
 * Stores one request's analysed rows after the batch's last position, atomically, and answers the batch as
 * it is now, or undefined (nothing stored) when the batch is gone or is not `userId`'s. `rows` carry
 * positions relative to the request and leave with the stored ones; `sent` counts the request's texts,
 * rejected ones too.
 *
 * One statement does it all (a data-modifying WITH): the batch row's update reserves the positions (and
 * serialises concurrent appends to one batch), the rows go in after them, and the owner's analysis_count and
 * last_analysis_at follow. On the embedded database a transaction of several statements would hold the
 * database thread between them while the server's thread, busy analysing the next request, had not yet sent
 * the next statement (decision 0039).
 */
export async function appendBatchRows(
  db: Database,
  batch: AnalysisBatchRow,
  userId: string,
  sent: number,
  rows: BatchRowToStore[],
): Promise<AnalysisBatchRow | undefined> {
  const now = new Date();
  const at = sql`${now.toISOString()}::timestamptz`;
  const storeRows =
    rows.length > 0
      ? sql`, stored as (${insertRowsStatement(rows, sql`select total_rows - ${sent} as first from appended`)}),
    counted as (
      update ${users}
      set analysis_count = analysis_count + ${rows.length}, last_analysis_at = greatest(last_analysis_at, ${at})
      where id = ${userId} and exists (select 1 from appended)
    )`
      : sql``;
  const [appended] = await queryRows<{ total_rows: number; analysed_rows: number }>(
    db,
    sql`with appended as (
      update ${analysisBatches}
      set total_rows = total_rows + ${sent}, analysed_rows = analysed_rows + ${rows.length}, updated_at = ${at}
      where id = ${batch.id} and user_id = ${userId}
      returning total_rows, analysed_rows
    )${storeRows}
    select total_rows, analysed_rows from appended`,
  );
  if (!appended) return undefined;
  const first = appended.total_rows - sent;
  for (const row of rows) row.batchPosition += first;
  return { ...batch, totalRows: appended.total_rows, analysedRows: appended.analysed_rows, updatedAt: now };
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
