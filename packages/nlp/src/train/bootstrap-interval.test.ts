import { describe, expect, it } from 'vitest';
import { bootstrapMacroF1 } from './bootstrap-interval';
import { evaluatePredictions } from './metrics';
import { createRandom } from './seeded-random';

const labels = ['a', 'b', 'c'];

/** 600 rows, right about 80 % of the time. */
function noisyPredictions(seed: number) {
  const random = createRandom(seed);
  const truth = Array.from({ length: 600 }, (_, i) => labels[i % 3] as string);
  const predicted = truth.map((t) => (random() < 0.8 ? t : (labels[Math.floor(random() * 3)] as string)));
  return { truth, predicted };
}

describe('bootstrapMacroF1', () => {
  it('has no spread when every prediction is right', () => {
    const truth = ['a', 'b', 'c', 'a', 'b', 'c'];
    expect(bootstrapMacroF1(truth, truth, labels, 50)).toEqual({ low: 1, high: 1, sd: 0, resamples: 50 });
  });

  it('brackets the figure of the whole file and is the same for the same seed', () => {
    const { truth, predicted } = noisyPredictions(3);
    const point = evaluatePredictions(
      truth,
      predicted,
      truth.map(() => 1),
      labels,
    ).macro_f1;
    const interval = bootstrapMacroF1(truth, predicted, labels, 400, 7);
    expect(interval.low).toBeLessThan(point);
    expect(interval.high).toBeGreaterThan(point);
    expect(interval.sd).toBeGreaterThan(0.005);
    expect(interval.sd).toBeLessThan(0.05);
    expect(bootstrapMacroF1(truth, predicted, labels, 400, 7)).toEqual(interval);
  });

  it('narrows as the file grows', () => {
    const small = noisyPredictions(4);
    const large = {
      truth: [...Array(8)].flatMap(() => small.truth),
      predicted: [...Array(8)].flatMap(() => small.predicted),
    };
    const wide = bootstrapMacroF1(small.truth, small.predicted, labels, 300, 2);
    const narrow = bootstrapMacroF1(large.truth, large.predicted, labels, 300, 2);
    expect(narrow.sd).toBeLessThan(wide.sd / 2);
  });

  it('refuses fewer than two resamples', () => {
    expect(() => bootstrapMacroF1(['a'], ['a'], labels, 1)).toThrow(/at least 2 resamples/);
  });
});
