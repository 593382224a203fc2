import type { AnalysisWarning, ClassProbability, ModelPerformance, WordContribution } from '@shobdo/contracts';

/** What the results screen shows; the route builds it from the current analysis and its bundle. */
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
