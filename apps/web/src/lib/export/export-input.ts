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
  /**
   * The answer's notices (a writing the model does not read, a low confidence, one everyday word deciding, ...), in
   * the summary's language; the workbook carries them so that the caveat travels with the report (decision 0091).
   */
  notices: readonly string[];
  words: readonly WordContribution[];
}
