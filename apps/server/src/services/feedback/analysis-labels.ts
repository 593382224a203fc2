import type { AnalysisRecord } from '../analysis/to-analysis';
import { storedBatchResult } from '../batch/to-batch';

/**
 * The classes of the model that made an analysis, as it stored them: every class has a probability, in a
 * single analysis's class_probabilities or in a batch row's compact result. Read from the row, not from
 * today's model files, so a correction is judged against the model that answered.
 */
export function listAnalysisLabels(row: AnalysisRecord): string[] {
  return storedBatchResult(row).probabilities.map((p) => p.label);
}
