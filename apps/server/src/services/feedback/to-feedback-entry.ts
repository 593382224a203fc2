import type { FeedbackEntry } from '@shobdo/contracts';
import type { AnalysisFeedbackRow } from '../../db/schema/analysis-feedback';

/** A stored correction as the API answers it. */
export function toFeedbackEntry(row: AnalysisFeedbackRow): FeedbackEntry {
  return {
    id: row.id,
    analysis_id: row.analysisId,
    model_id: row.modelId,
    predicted_label: row.predictedLabel,
    predicted_confidence: row.predictedConfidence,
    correct_label: row.correctLabel,
    note: row.note,
    status: row.status,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}
