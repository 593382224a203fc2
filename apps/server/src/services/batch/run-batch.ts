import type { AnalysisType, BatchWriteQuery, BatchWriteResponse, Language } from '@shobdo/contracts';
import type { ModelRegistry } from '@shobdo/nlp';
import type { AnalysisBatchRow } from '../../db/schema';
import { resolveModel } from '../analysis/resolve-model';
import { analyseBatchTexts } from './analyse-batch-texts';
import type { BatchAnalysisThread } from './analysis-thread/analysis-thread';
import { notFound } from '../../lib/errors';
import type { BatchApp } from './find-batch';
import { appendBatchRows, createBatch } from './queries/batches';
import { toBatch, toBatchRow } from './to-batch';

/** What running a batch needs of its app. */
type BatchRunApp = BatchApp & { models: ModelRegistry; batchAnalysisThread: BatchAnalysisThread };

interface BatchInput {
  texts: unknown[];
  userId: string;
  summaryLanguage: Language;
  /** Which rows the answer holds: all, or only those not analysed (decision 0097). */
  results: BatchWriteQuery['results'];
}

/**
 * Analyses the texts into the batch and answers one result per text, in the order sent (with `results: 'errors'`,
 * only the rows that were not analysed).
 */
async function analyseInto(
  { db, models: registry, batchAnalysisThread }: BatchRunApp,
  batch: AnalysisBatchRow,
  input: BatchInput,
): Promise<BatchWriteResponse> {
  const model = resolveModel(registry, batch.modelId, batch.analysisType);
  const { rows, errors } = await analyseBatchTexts(
    model,
    input.texts,
    {
      userId: input.userId,
      batchId: batch.id,
      analysisType: batch.analysisType,
      summaryLanguage: input.summaryLanguage,
    },
    batchAnalysisThread,
  );
  const updated = await appendBatchRows(db, batch, input.userId, input.texts.length, rows);
  // Deleted (or never the user's) since it was read: nothing was stored.
  if (!updated) throw notFound();
  const first = updated.totalRows - input.texts.length;
  const rejected = errors.map((e) => ({ ...e, position: e.position + first }));
  // The batch page counts and reads the rows later: its answer leaves out the analysed rows, which are most of what a
  // request costs to answer and to download (decision 0097). Errors are already in position order.
  if (input.results === 'errors') return { batch: toBatch(updated), results: rejected };
  const results: BatchWriteResponse['results'] = [
    ...rejected,
    // Answered from what was stored, so that reading the rows back gives the same results.
    ...rows.map((row) => toBatchRow({ ...row, batchResult: row.batchResult ?? null }, registry)),
  ].sort((a, b) => a.position - b.position);
  return { batch: toBatch(updated), results };
}

/** POST /api/analysis/batches/: a new batch of the user's with its first texts. */
export async function createAndRunBatch(
  app: BatchRunApp,
  input: BatchInput & { modelId?: string; analysisType?: AnalysisType; name: string },
): Promise<BatchWriteResponse> {
  // The model is checked before the batch exists, so a bad model id leaves nothing behind.
  const model = resolveModel(app.models, input.modelId, input.analysisType);
  const batch = await createBatch(app.db, {
    userId: input.userId,
    name: input.name,
    modelId: model.info.id,
    modelName: model.info.name,
    analysisType: model.info.task,
  });
  app.recentBatches.set(batch.id, batch);
  return analyseInto(app, batch, input);
}

/** POST /api/analysis/batches/{id}/rows/: more texts for a batch, numbered after its last. */
export function appendToBatch(app: BatchRunApp, batch: AnalysisBatchRow, input: BatchInput) {
  return analyseInto(app, batch, input);
}
