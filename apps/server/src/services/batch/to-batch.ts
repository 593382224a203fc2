import type { Batch, BatchRow } from '@shobdo/contracts';
import { analysisWarnings, type ModelRegistry } from '@shobdo/nlp';
import type { AnalysisBatchRow, AnalysisRow } from '../../db/schema';
import { decodeBatchResult, type StoredBatchResult } from './batch-result';

export function toBatch(row: AnalysisBatchRow): Batch {
  return {
    id: row.id,
    name: row.name,
    model_id: row.modelId,
    model_name: row.modelName,
    analysis_type: row.analysisType,
    total_rows: row.totalRows,
    analysed_rows: row.analysedRows,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type StoredBatchRow = Pick<
  AnalysisRow,
  | 'id'
  | 'modelId'
  | 'originalText'
  | 'detectedType'
  | 'confidenceScore'
  | 'classProbabilities'
  | 'wordContributions'
  | 'batchPosition'
  | 'batchResult'
>;

/** A batch row's probabilities and top words: the compact column, or the JSON of a row stored before it. */
export function storedBatchResult(
  row: Pick<AnalysisRow, 'classProbabilities' | 'wordContributions' | 'batchResult'>,
): Partial<StoredBatchResult> & Omit<StoredBatchResult, 'summaryLanguage'> {
  if (row.batchResult !== null) return decodeBatchResult(row.batchResult);
  // Rows stored before migration 0009 keep their summary language in the result document.
  return {
    probabilities: row.classProbabilities,
    topWords: row.wordContributions.map((w) => ({ word: w.word, contribution: w.contribution })),
  };
}

/**
 * One stored row as the API answers it. Its warnings follow from the text, the writings the batch's
 * model reads and the probabilities, so they are worked out here rather than stored; only what finding takes the model
 * (the everyday word or faiths' names that decided a result, the word that kept it harmless) is kept with it.
 */
export function toBatchRow(row: StoredBatchRow, registry: ModelRegistry): BatchRow {
  const { probabilities, topWords, everydayWord, faithNames, harmlessWord } = storedBatchResult(row);
  const reads = registry.get(row.modelId)?.reads ?? ['bengali'];
  return {
    status: 'ok',
    position: row.batchPosition ?? 0,
    analysis_id: row.id,
    text: row.originalText,
    prediction: row.detectedType,
    confidence: row.confidenceScore,
    class_probabilities: probabilities,
    top_words: topWords,
    // The everyday word, faiths' names and the word that kept a result harmless were found when the row was analysed
    // and kept with its result (decisions 0081, 0094, 0102); no word the model knows when the strongest stored word
    // weighs nothing (decision 0092).
    warnings: analysisWarnings(row.originalText, reads, probabilities, {
      everydayWord,
      faithNames,
      harmlessWord,
      readNothing: topWords.every((w) => w.contribution === 0),
    }),
  };
}
