import {
  analysisWarningSchema,
  type Analysis,
  type AnalysisResult,
  type AnalysisResultView,
  type AnalysisWarning,
  type AnalysisWordContributions,
  type HistoryItem,
} from '@shobdo/contracts';
import type { AnalysisRow } from '../../db/schema/analyses';

/** A stored row with its owner's username (null for anonymous analyses). */
export type AnalysisRecord = AnalysisRow & { username: string | null };

/** The Analysis entity of docs/product/api.md#entities as the API answers it. */
export function toAnalysis(row: AnalysisRecord): Analysis {
  return {
    id: row.id,
    user: row.userId,
    user_username: row.username,
    model: row.modelId,
    model_name: row.modelName,
    original_text: row.originalText,
    detected_type: row.detectedType,
    confidence_score: row.confidenceScore,
    analysis_type: row.analysisType,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    processing_time: row.processingTime,
    word_contributions: row.wordContributions,
    class_probabilities: row.classProbabilities,
    warnings: storedWarnings(row),
    result: toResult(row),
  };
}

/** The warnings stored with an analysis (result.metadata.warnings); none for analyses stored before warnings existed. */
function storedWarnings(row: AnalysisRow): AnalysisWarning[] {
  const parsed = analysisWarningSchema.array().safeParse(row.result.metadata.warnings);
  return parsed.success ? parsed.data : [];
}

/** The stored result with the metadata the API has always shown, some of which is kept in columns. */
function toResult(row: AnalysisRow): AnalysisResult {
  return {
    ...row.result,
    metadata: { ...row.result.metadata, class_probabilities: row.classProbabilities, score: row.score, bias: row.bias },
  };
}

export function toHistoryItem(
  row: Pick<AnalysisRow, 'id' | 'originalText' | 'detectedType' | 'confidenceScore' | 'createdAt' | 'modelId'>,
): HistoryItem {
  return {
    id: row.id,
    original_text: row.originalText,
    detected_type: row.detectedType,
    confidence_score: row.confidenceScore,
    created_at: row.createdAt.toISOString(),
    model: row.modelId,
  };
}

export function toWordContributionsView(row: AnalysisRow): AnalysisWordContributions {
  return {
    analysis_id: row.id,
    prediction: row.detectedType,
    score: row.score,
    bias: row.bias,
    total_words: row.wordContributions.length,
    word_contributions: row.wordContributions,
  };
}

export function toResultView(row: AnalysisRow): AnalysisResultView {
  return {
    analysis_id: row.id,
    model_id: row.modelId,
    prediction: row.detectedType,
    confidence: row.confidenceScore,
    processing_time: row.processingTime,
    class_probabilities: row.classProbabilities,
    warnings: storedWarnings(row),
    result: toResult(row),
    created_at: row.createdAt.toISOString(),
  };
}
