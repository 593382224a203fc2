import type { Batch, BatchRow } from '@shobdo/contracts';
import type { AnalysisBatchRow, AnalysisRow } from '../../db/schema';

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

type StoredBatchRow = Pick<
  AnalysisRow,
  | 'id'
  | 'originalText'
  | 'detectedType'
  | 'confidenceScore'
  | 'classProbabilities'
  | 'wordContributions'
  | 'batchPosition'
>;

export function toBatchRow(row: StoredBatchRow): BatchRow {
  return {
    status: 'ok',
    position: row.batchPosition ?? 0,
    analysis_id: row.id,
    text: row.originalText,
    prediction: row.detectedType,
    confidence: row.confidenceScore,
    class_probabilities: row.classProbabilities,
    top_words: row.wordContributions.map((w) => ({ word: w.word, contribution: w.contribution })),
  };
}
