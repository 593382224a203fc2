import type { FeedbackEntry } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { findReportableAnalysis, type Reporter } from './find-reportable-analysis';
import { findFeedbackOf } from './queries/find-feedback-of';
import { toFeedbackEntry } from './to-feedback-entry';

/** The reporter's own correction of an analysis they may correct, or null; never anybody else's. */
export async function getOwnFeedback(
  db: Database,
  analysisId: string,
  reporter: Reporter,
): Promise<FeedbackEntry | null> {
  const analysis = await findReportableAnalysis(db, analysisId, reporter);
  const row = await findFeedbackOf(db, analysis.id, reporter.id);
  return row ? toFeedbackEntry(row) : null;
}
