import type { WordContribution } from '@shobdo/contracts';

/** What the exports need from an analysis; the results page builds it from the current analysis. */
export interface ExportInput {
  prediction: string;
  /** The human label of the prediction, e.g. 'Threatening Content'. */
  predictionLabel: string;
  /** Percent 0-100. */
  confidence: number;
  /** Milliseconds. */
  processingTime: number;
  /** ISO time of the analysis. */
  timestamp: string;
  summary: string;
  words: readonly WordContribution[];
}
