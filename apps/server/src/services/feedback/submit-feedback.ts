import { FEEDBACK_MESSAGES, type FeedbackEntry, type FeedbackSource, type Role } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { badRequest } from '../../lib/errors';
import { listAnalysisLabels } from './analysis-labels';
import { findReportableAnalysis } from './find-reportable-analysis';
import { toFeedbackEntry } from './to-feedback-entry';
import { upsertFeedback } from './queries/upsert-feedback';

export interface SubmitFeedbackInput {
  analysisId: string;
  /** The reporter: the analysis's owner, or an admin. */
  userId: string;
  role: Role;
  correctLabel: string;
  note?: string;
  source: FeedbackSource;
}

/**
 * Creates a person's pending correction of an analysis, or replaces theirs (one per person per analysis).
 * Throws the API's errors: 404 for an analysis the reporter may not see, 403 for an anonymous one
 * (admins only), 400 with details for a class the model does not have or the class it gave.
 * `created` says whether this was the first report (the web API answers 201, and 200 for a replacement).
 */
export async function submitFeedback(
  db: Database,
  input: SubmitFeedbackInput,
): Promise<{ entry: FeedbackEntry; created: boolean }> {
  const analysis = await findReportableAnalysis(db, input.analysisId, { id: input.userId, role: input.role });
  const labels = listAnalysisLabels(analysis);
  if (!labels.includes(input.correctLabel)) {
    throw badRequest(FEEDBACK_MESSAGES.unknownLabel, {
      correct_label: [`${FEEDBACK_MESSAGES.unknownLabel} (${labels.join(', ')})`],
    });
  }
  if (input.correctLabel === analysis.detectedType) {
    throw badRequest(FEEDBACK_MESSAGES.sameLabel, { correct_label: [FEEDBACK_MESSAGES.sameLabel] });
  }
  const { row, created } = await upsertFeedback(db, {
    analysisId: analysis.id,
    userId: input.userId,
    modelId: analysis.modelId,
    predictedLabel: analysis.detectedType,
    predictedConfidence: analysis.confidenceScore,
    correctLabel: input.correctLabel,
    note: input.note?.trim() ?? '',
    source: input.source,
  });
  return { entry: toFeedbackEntry(row), created };
}
