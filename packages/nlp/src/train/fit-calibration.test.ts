import { describe, expect, it } from 'vitest';
import { calibrate, type Calibration } from '../model/calibration';
import { fitCalibration } from './fit-calibration';
import { createRandom } from './seeded-random';

/** Scores drawn at random and classes drawn from the probabilities that `truth` gives them. */
function sample(truth: Calibration, n: number) {
  const random = createRandom(11);
  const scores: Float64Array[] = [];
  const labels: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = Float64Array.from({ length: 4 }, () => (random() - 0.7) * 4);
    const p = calibrate(truth, s);
    let u = random();
    let y = 0;
    while (y < p.length - 1 && u >= (p[y] as number)) u -= p[y++] as number;
    scores.push(s);
    labels.push(y);
  }
  return { scores, labels };
}

describe('fitCalibration', { timeout: 30_000 }, () => {
  it('recovers a one-vs-rest sigmoid and prefers it when the data come from one', () => {
    const { scores, labels } = sample({ method: 'sigmoid', slope: 2.4, offset: -1.5 }, 3000);
    const { chosen, fitted } = fitCalibration(scores, labels);
    expect(chosen.method).toBe('sigmoid');
    if (chosen.method !== 'sigmoid') return;
    expect(chosen.slope).toBeGreaterThan(2.0);
    expect(chosen.slope).toBeLessThan(2.8);
    expect(chosen.offset).toBeGreaterThan(-2.0);
    expect(chosen.offset).toBeLessThan(-1.0);
    expect(fitted.map((f) => f.calibration.method)).toEqual(['softmax', 'sigmoid']);
  });

  it('recovers a softmax temperature and prefers it when the data come from one', () => {
    const { scores, labels } = sample({ method: 'softmax', temperature: 0.7 }, 3000);
    const { chosen } = fitCalibration(scores, labels);
    expect(chosen.method).toBe('softmax');
    if (chosen.method !== 'softmax') return;
    expect(chosen.temperature).toBeGreaterThan(0.6);
    expect(chosen.temperature).toBeLessThan(0.8);
  });
});
