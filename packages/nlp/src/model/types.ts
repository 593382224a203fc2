import type { AnalysisWarning, ClassProbability, ModelInfo, WordContribution } from '@shobdo/contracts';
import type { ModelReads } from '../explain/warnings';

export interface Prediction {
  /** Label id. */
  prediction: string;
  /** Calibrated probability of the predicted class, percent 0-100. */
  confidence: number;
  /** Every label, percent, sorted by confidence descending. */
  class_probabilities: ClassProbability[];
  /** Every distinct word, ranked by |contribution| descending. */
  word_contributions: WordContribution[];
  /**
   * sum(contributions) + bias === score: the score is the confidence (percent, re-summed, equal to it to
   * about 1e-10) and the bias the confidence that a text without known words gets for the predicted class.
   */
  score: number;
  bias: number;
  /** A writing the model does not read, a low confidence, close classes, one everyday word deciding (explain/warnings.ts). */
  warnings: AnalysisWarning[];
  /** The word as typed when one everyday word alone makes a harmful result (the `everyday_word` warning, decision 0081). */
  everyday_word?: string;
  /** The faiths' names as typed when they alone make a harmful result (the `faith_names` warning, decision 0094). */
  faith_names?: string[];
  /**
   * The word as typed, and the harmful class the text reads as without it, when one word alone keeps a result harmless
   * (the `harmless_word` warning, decision 0102).
   */
  harmless_word?: { word: string; label: string };
  /** The labels asked for in PredictOptions.explainLabels, each explained per token occurrence. */
  label_explanations?: Record<string, LabelExplanation>;
}

/** One token occurrence's exact share of a label's probability, percentage points; [start, end) in the text passed in. */
export interface TokenContribution {
  start: number;
  end: number;
  contribution: number;
}

/** A label's probability explained: bias (percent) + the tokens' contributions = the label's probability (percent). */
export interface LabelExplanation {
  bias: number;
  tokens: TokenContribution[];
}

export interface PredictOptions {
  /** Labels to explain besides the predicted one (Prediction.label_explanations). */
  explainLabels?: readonly string[];
}

export interface TextModel {
  info: ModelInfo;
  /** Normalises internally; spans refer to the text passed in. */
  predict(text: string, options?: PredictOptions): Prediction;
  /** Calibrated probabilities in label order (0-1), without explanation: for benchmarks and evaluation. */
  probabilities(text: string): Float64Array;
  labels: readonly string[];
  /** The writings the model reads (Bengali script, and romanized Bangla for some): its warnings depend on them. */
  reads: ModelReads;
}
