import type { Analysis, Summaries } from '@shobdo/contracts';
import type { CurrentAnalysis } from '../types';

/** Both summaries as the server stored them; an analysis stored without them has its one summary in both. */
function readSummaries(analysis: Analysis): Summaries {
  const stored = analysis.result.metadata['summaries'];
  return isSummaries(stored) ? stored : { en: analysis.result.summary, bn: analysis.result.summary };
}

// A plain check rather than the contracts' zod schema: the home and results routes must not ship zod
// (decision 0040, apps/web/src/app/route-budget.test.ts).
function isSummaries(value: unknown): value is Summaries {
  if (typeof value !== 'object' || value === null) return false;
  const { en, bn } = value as Record<string, unknown>;
  return typeof en === 'string' && typeof bn === 'string';
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
