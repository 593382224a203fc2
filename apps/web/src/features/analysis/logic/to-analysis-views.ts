import type { Analysis, AnalysisResultView, AnalysisWordContributions } from '@shobdo/contracts';

function readNumber(metadata: Record<string, unknown>, key: string): number | null {
  const value = metadata[key];
  return typeof value === 'number' ? value : null;
}

/**
 * The answer of GET …/{id}/word_contributions/, built from the stored analysis that already holds it
 * (the server builds both from the same row: apps/server/src/services/analysis/to-analysis.ts). Null
 * when the analysis lacks the model score (an analysis stored by an older server).
 */
export function toWordContributionsView(analysis: Analysis): AnalysisWordContributions | null {
  const score = readNumber(analysis.result.metadata, 'score');
  const bias = readNumber(analysis.result.metadata, 'bias');
  if (score === null || bias === null) return null;
  return {
    analysis_id: analysis.id,
    prediction: analysis.detected_type,
    score,
    bias,
    total_words: analysis.word_contributions.length,
    word_contributions: analysis.word_contributions,
  };
}

/** The answer of GET …/{id}/result/, built from the stored analysis that already holds it. */
export function toResultView(analysis: Analysis): AnalysisResultView {
  return {
    analysis_id: analysis.id,
    model_id: analysis.model,
    prediction: analysis.detected_type,
    confidence: analysis.confidence_score,
    processing_time: analysis.processing_time,
    class_probabilities: analysis.class_probabilities,
    result: analysis.result,
    created_at: analysis.created_at,
  };
}
