import { evaluatePredictions } from './metrics';
import { forEachResample, percentileOf } from './bootstrap-resamples';

export interface BootstrapInterval {
  /** 2.5th and 97.5th percentiles of the resampled macro-F1. */
  low: number;
  high: number;
  /** Standard deviation of the resampled macro-F1: the sampling noise of the figure on this data. */
  sd: number;
  resamples: number;
}

/**
 * Percentile bootstrap of macro-F1 (Efron & Tibshirani 1993): the rows are drawn with replacement
 * `resamples` times and the figure recomputed each time. Says how far the figure of a model on one
 * file could move on another sample of the same size. Deterministic for a seed.
 */
export function bootstrapMacroF1(
  truth: readonly string[],
  predicted: readonly string[],
  labels: readonly string[],
  resamples: number,
  seed = 1,
): BootstrapInterval {
  const noConfidence = new Array<number>(truth.length).fill(0);
  const figures: number[] = [];
  forEachResample([truth, predicted], resamples, seed, ([sampleTruth, samplePredicted]) =>
    figures.push(evaluatePredictions(sampleTruth!, samplePredicted!, noConfidence, labels).macro_f1),
  );
  figures.sort((a, b) => a - b);
  const mean = figures.reduce((s, x) => s + x, 0) / resamples;
  const sd = Math.sqrt(figures.reduce((s, x) => s + (x - mean) ** 2, 0) / (resamples - 1));
  return { low: percentileOf(figures, 0.025), high: percentileOf(figures, 0.975), sd, resamples };
}
