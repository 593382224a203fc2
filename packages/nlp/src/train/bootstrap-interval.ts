import { evaluatePredictions } from './metrics';
import { createRandom } from './seeded-random';

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
  if (!Number.isInteger(resamples) || resamples < 2) throw new Error('the bootstrap needs at least 2 resamples');
  const random = createRandom(seed);
  const n = truth.length;
  const figures: number[] = [];
  const sampleTruth = new Array<string>(n);
  const samplePredicted = new Array<string>(n);
  const noConfidence = new Array<number>(n).fill(0);
  for (let b = 0; b < resamples; b++) {
    for (let i = 0; i < n; i++) {
      const row = Math.floor(random() * n);
      sampleTruth[i] = truth[row] as string;
      samplePredicted[i] = predicted[row] as string;
    }
    figures.push(evaluatePredictions(sampleTruth, samplePredicted, noConfidence, labels).macro_f1);
  }
  figures.sort((a, b) => a - b);
  const at = (q: number) => figures[Math.min(resamples - 1, Math.floor(q * resamples))] as number;
  const mean = figures.reduce((s, x) => s + x, 0) / resamples;
  const sd = Math.sqrt(figures.reduce((s, x) => s + (x - mean) ** 2, 0) / (resamples - 1));
  return { low: at(0.025), high: at(0.975), sd, resamples };
}
