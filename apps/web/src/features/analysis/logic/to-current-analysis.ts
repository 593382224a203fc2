import { summariesSchema, type Analysis, type Summaries } from '@shobdo/contracts';
import type { CurrentAnalysis } from '../types';

/** Both summaries as the server stored them; an analysis stored without them has its one summary in both. */
function readSummaries(analysis: Analysis): Summaries {
  const stored = summariesSchema.safeParse(analysis.result.metadata['summaries']);
  return stored.success ? stored.data : { en: analysis.result.summary, bn: analysis.result.summary };
}

/** A stored analysis (a reload, a shared link, a history card) in the shape of the analyze answer. */
export function toCurrentAnalysis(analysis: Analysis): CurrentAnalysis {
  return {
    analysis_id: analysis.id,
    prediction: analysis.detected_type,
    confidence: analysis.confidence_score,
    processing_time: analysis.processing_time,
    word_contributions: analysis.word_contributions,
    summary: analysis.result.summary,
    summaries: readSummaries(analysis),
    timestamp: analysis.created_at,
    model_id: analysis.model,
    analysis_type: analysis.analysis_type,
    language: analysis.language,
    class_probabilities: analysis.class_probabilities,
    warnings: analysis.warnings,
    text: analysis.original_text,
  };
}
