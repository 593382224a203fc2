import { forEachResample, percentileOf } from './bootstrap-resamples';

/** A figure of one model's predictions on some rows, higher is better unless the caller says otherwise. */
export type Figures = (truth: readonly string[], predicted: readonly string[]) => Record<string, number>;

export interface PairedDifference {
  /** The figure of each model on all rows, and candidate minus shipped. */
  before: number;
  after: number;
  difference: number;
  /** 2.5th and 97.5th percentiles of the resampled difference. */
  low: number;
  high: number;
}

/**
 * Paired bootstrap of the difference between two models' figures on the same rows (decision 0070): the
 * rows are drawn with replacement, both models are scored on the same draw, and the difference is
 * recomputed `resamples` times. Two models that agree on most rows differ by their disagreements only,
 * so this interval is far narrower than either model's own (bootstrap-interval.ts). Deterministic for a seed.
 */
export function pairedBootstrap(
  truth: readonly string[],
  before: readonly string[],
  after: readonly string[],
  figures: Figures,
  resamples: number,
  seed = 1,
): Record<string, PairedDifference> {
  if (before.length !== truth.length || after.length !== truth.length)
    throw new Error('both models must predict every row');
  const whole = { before: figures(truth, before), after: figures(truth, after) };
  const differences: Record<string, number[]> = {};
  for (const name of Object.keys(whole.before)) differences[name] = [];
  forEachResample([truth, before, after], resamples, seed, ([sampleTruth, sampleBefore, sampleAfter]) => {
    const figuresBefore = figures(sampleTruth!, sampleBefore!);
    const figuresAfter = figures(sampleTruth!, sampleAfter!);
    for (const [name, list] of Object.entries(differences))
      list.push((figuresAfter[name] as number) - (figuresBefore[name] as number));
  });
  const out: Record<string, PairedDifference> = {};
  for (const [name, list] of Object.entries(differences)) {
    list.sort((x, y) => x - y);
    const b = whole.before[name] as number;
    const a = whole.after[name] as number;
    out[name] = {
      before: b,
      after: a,
      difference: a - b,
      low: percentileOf(list, 0.025),
      high: percentileOf(list, 0.975),
    };
  }
  return out;
}
