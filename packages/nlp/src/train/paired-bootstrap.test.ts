import { describe, expect, it } from 'vitest';
import { evaluatePredictions } from './metrics';
import { pairedBootstrap } from './paired-bootstrap';
import { createRandom } from './seeded-random';

const labels = ['a', 'b', 'c'];
const macroF1 = (truth: readonly string[], predicted: readonly string[]) => ({
  macro_f1: evaluatePredictions(
    truth,
    predicted,
    truth.map(() => 1),
    labels,
  ).macro_f1,
});

/** 900 rows, a model right about 75 % of the time. */
function rowsAndModel(seed: number) {
  const random = createRandom(seed);
  const truth = Array.from({ length: 900 }, (_, i) => labels[i % 3] as string);
  const predicted = truth.map((t) => (random() < 0.75 ? t : (labels[Math.floor(random() * 3)] as string)));
  return { truth, predicted, random };
}

describe('pairedBootstrap', () => {
  it('finds no difference between a model and itself', () => {
    const { truth, predicted } = rowsAndModel(1);
    const { macro_f1 } = pairedBootstrap(truth, predicted, predicted, macroF1, 200);
    expect(macro_f1).toMatchObject({ difference: 0, low: 0, high: 0 });
  });

  it('puts a model that fixes half its errors above 0, and one that changes a few rows around 0', () => {
    const { truth, predicted, random } = rowsAndModel(2);
    const better = predicted.map((p, i) => (p !== truth[i] && random() < 0.5 ? (truth[i] as string) : p));
    const fixed = pairedBootstrap(truth, predicted, better, macroF1, 400).macro_f1!;
    expect(fixed.difference).toBeGreaterThan(0.05);
    expect(fixed.low).toBeGreaterThan(0);
    // Three rows made wrong, three made right: noise.
    const wrong = truth.map((t, i) => i).filter((i) => predicted[i] !== truth[i]);
    const shuffled = predicted.slice();
    for (const i of wrong.slice(0, 3)) shuffled[i] = truth[i] as string;
    for (const i of [0, 1, 2]) shuffled[i] = truth[i] === 'a' ? 'b' : 'a';
    const noise = pairedBootstrap(truth, predicted, shuffled, macroF1, 400).macro_f1!;
    expect(noise.low).toBeLessThan(0);
    expect(noise.high).toBeGreaterThan(0);
  });

  it('is the same for the same seed, and narrow when two models nearly agree', () => {
    const { truth, predicted, random } = rowsAndModel(3);
    const other = predicted.map((p, i) => (random() < 0.02 ? (truth[i] as string) : p));
    const first = pairedBootstrap(truth, predicted, other, macroF1, 300, 9);
    expect(pairedBootstrap(truth, predicted, other, macroF1, 300, 9)).toEqual(first);
    expect(first.macro_f1!.high - first.macro_f1!.low).toBeLessThan(0.03);
  });

  it('rejects predictions that do not cover every row', () => {
    expect(() => pairedBootstrap(['a', 'b'], ['a'], ['a', 'b'], macroF1, 10)).toThrow(/every row/);
  });
});
