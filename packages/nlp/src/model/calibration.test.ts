import { describe, expect, it } from 'vitest';
import { createRandom } from '../train/seeded-random';
import { calibrate, classGradient, type Calibration } from './calibration';

const calibrations: Calibration[] = [
  { method: 'softmax', temperature: 0.6 },
  { method: 'sigmoid', slope: 2.5, offset: -1.4 },
];

describe.each(calibrations)('calibrate ($method)', (calibration) => {
  const random = createRandom(3);
  const samples = Array.from({ length: 50 }, () => Float64Array.from({ length: 5 }, () => (random() - 0.5) * 6));

  it('gives probabilities that add up to 1 and keep the top score on top', () => {
    for (const s of samples) {
      const p = calibrate(calibration, s);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      expect(p.indexOf(Math.max(...p))).toBe(s.indexOf(Math.max(...s)));
    }
  });

  it('has the gradient of finite differences', () => {
    const h = 1e-6;
    for (const s of samples.slice(0, 10)) {
      for (let c = 0; c < s.length; c++) {
        const g = classGradient(calibration, s, calibrate(calibration, s), c, new Float64Array(s.length));
        for (let j = 0; j < s.length; j++) {
          const up = Float64Array.from(s, (v, i) => (i === j ? v + h : v));
          const down = Float64Array.from(s, (v, i) => (i === j ? v - h : v));
          const numeric =
            ((calibrate(calibration, up)[c] as number) - (calibrate(calibration, down)[c] as number)) / (2 * h);
          expect(g[j]).toBeCloseTo(numeric, 7);
        }
      }
    }
  });

  it('stays finite for extreme scores', () => {
    for (const s of [
      [800, -800, 0],
      [-900, -800, -1000],
      [1e6, 1e6, -1e6],
    ]) {
      const p = calibrate(calibration, s);
      expect(p.every(Number.isFinite)).toBe(true);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      expect(p.indexOf(Math.max(...p))).toBe(s.indexOf(Math.max(...s)));
    }
  });
});
