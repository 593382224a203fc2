import type { Analysis, Language } from '@shobdo/contracts';
import type { CurrentAnalysis } from '../types';

function readSummaries(analysis: Analysis): Partial<Record<Language, string>> {
  const summaries = analysis.result.metadata['summaries'];
  return typeof summaries === 'object' && summaries !== null ? (summaries as Partial<Record<Language, string>>) : {};
}

/** The summary in the UI's language when the server stored both (it does), else the stored one. */
export function pickSummary(analysis: Analysis, language: Language): string {
  return readSummaries(analysis)[language] ?? analysis.result.summary;
}

/** A stored analysis (opened from history) in the shape the results page shows. */
export function toCurrentAnalysis(analysis: Analysis, language: Language): CurrentAnalysis {
  return {
    analysis_id: analysis.id,
    prediction: analysis.detected_type,
    confidence: analysis.confidence_score,
    processing_time: analysis.processing_time,
    word_contributions: analysis.word_contributions,
    summary: pickSummary(analysis, language),
    timestamp: analysis.created_at,
    model_id: analysis.model,
    analysis_type: analysis.analysis_type,
    language: analysis.language,
    class_probabilities: analysis.class_probabilities,
    text: analysis.original_text,
  };
}
