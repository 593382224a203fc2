import { describe, expect, it } from 'vitest';
import { computeEce, evaluatePredictions } from './metrics';
import { fitTemperature } from './fit-calibration';
import { createRandom } from './seeded-random';
import { softmax } from '../model/softmax';

describe('evaluatePredictions', () => {
  it('computes accuracy, per-class and averaged F1 over the labels present', () => {
    const truth = ['a', 'a', 'b', 'b'];
    const predicted = ['a', 'b', 'b', 'b'];
    const r = evaluatePredictions(truth, predicted, [1, 1, 1, 1], ['a', 'b', 'c']);
    expect(r.accuracy).toBe(0.75);
    expect(r.per_class.a).toEqual({ precision: 1, recall: 0.5, f1: 2 / 3, support: 2 });
    expect(r.per_class.b?.f1).toBeCloseTo(0.8);
    expect(r.per_class.c).toBeUndefined();
    expect(r.macro_f1).toBeCloseTo((2 / 3 + 0.8) / 2);
    expect(r.confusion.matrix).toEqual([
      [1, 1, 0],
      [0, 2, 0],
      [0, 0, 0],
    ]);
  });
});

describe('calibration', () => {
  it('ECE is the weighted gap between accuracy and confidence per bin', () => {
    expect(computeEce([0.9, 0.9], [true, true])).toBeCloseTo(0.1);
    expect(computeEce([0.5, 0.5], [true, false])).toBeCloseTo(0);
  });

  it('temperature scaling recovers the temperature that generated the labels', () => {
    const random = createRandom(5);
    const scores: Float64Array[] = [];
    const truth: number[] = [];
    for (let i = 0; i < 4000; i++) {
      const s = Float64Array.from({ length: 3 }, () => random() * 8 - 4);
      const p = softmax(s, 2);
      const u = random();
      truth.push(u < (p[0] as number) ? 0 : u < (p[0] as number) + (p[1] as number) ? 1 : 2);
      scores.push(s);
    }
    const t = fitTemperature(scores, truth);
    expect(t).toBeGreaterThan(1.7);
    expect(t).toBeLessThan(2.3);
    const conf = scores.map((s) => Math.max(...softmax(s, t)));
    const correct = scores.map((s, i) => softmax(s, t).indexOf(Math.max(...softmax(s, t))) === truth[i]);
    expect(computeEce(conf, correct)).toBeLessThan(0.05);
  });
});
