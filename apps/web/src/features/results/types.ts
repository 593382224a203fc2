import type {
  AnalysisWarning,
  AnalyzeResponse,
  ClassProbability,
  ModelPerformance,
  WordContribution,
} from '@shobdo/contracts';

/** A result as the page receives it: the analyze answer and the text it was made from. */
export type ResultSource = AnalyzeResponse & { text: string };

/** What the results screen shows, built in one place (logic/to-results-data.ts). */
export interface ResultsData {
  prediction: string;
  confidence: number;
  processingTime: number;
  summary: string;
  timestamp: string;
  /** The analysed text, for highlighting. */
  text: string;
  modelId: string;
  classProbabilities: readonly ClassProbability[];
  /** Every contributing word in rank order. */
  words: readonly WordContribution[];
  performance: ModelPerformance | null;
  /** What to know before relying on the result (a writing the model does not read, low or close confidence). */
  warnings: readonly AnalysisWarning[];
}
