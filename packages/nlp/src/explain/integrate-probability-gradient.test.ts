import { describe, expect, it } from 'vitest';
import { createLinearTextModel } from '../model/linear-text-model';
import type { LinearModelData } from '../model/model-file';
import { calibrate, type Calibration } from '../model/calibration';
import { softmax } from '../model/softmax';
import { createRandom } from '../train/seeded-random';
import { integrateProbabilityGradient } from './integrate-probability-gradient';

describe('integrateProbabilityGradient', () => {
  it.each(['softmax', 'sigmoid'] as const)(
    'is complete (%s): sum_j g_j (s_j - b_j) = p_c(s) - p_c(b), also for far-apart scores',
    (method) => {
      const random = createRandom(5);
      for (let trial = 0; trial < 200; trial++) {
        const k = 2 + (trial % 4);
        const spread = trial < 100 ? 3 : 40;
        const scores = Array.from({ length: k }, () => (random() - 0.5) * spread);
        const bias = Array.from({ length: k }, () => (random() - 0.5) * 2);
        const calibration: Calibration =
          method === 'softmax'
            ? { method, temperature: 0.2 + random() }
            : { method, slope: 0.5 + 5 * random(), offset: (random() - 0.5) * 4 };
        const c = trial % k;
        const { gradient, start } = integrateProbabilityGradient(scores, bias, calibration, c);
        const change = gradient.reduce((sum, g, j) => sum + g * ((scores[j] as number) - (bias[j] as number)), 0);
        const end = calibrate(calibration, scores)[c] as number;
        expect(start).toBeCloseTo(calibrate(calibration, bias)[c] as number, 14);
        expect(Math.abs(change - (end - start))).toBeLessThan(1e-12);
      }
    },
  );

  it('is the ordinary gradient of p_c when the path is short', () => {
    const bias = [0.3, -0.2, 0.1];
    const scores = bias.map((b) => b + 1e-6);
    scores[1] = (scores[1] as number) + 1e-6;
    const { gradient } = integrateProbabilityGradient(scores, bias, { method: 'softmax', temperature: 0.5 }, 0);
    const p = softmax(bias, 0.5);
    gradient.forEach((g, j) =>
      expect(g).toBeCloseTo(((p[0] as number) * ((j === 0 ? 1 : 0) - (p[j] as number))) / 0.5, 5),
    );
  });
});

/** Three classes, word features only: "x" raises a and b alike, "y" raises a alone (half as much). */
function createThreeClassModel() {
  const data: LinearModelData = {
    meta: {
      format: 'shobdo-linear',
      formatVersion: 3,
      name: 'three',
      version: '0.0.1',
      task: 'classification',
      labels: ['a', 'b', 'c'],
      features: { wordNgrams: 1, charMin: 0, charMax: 0 },
      calibration: { method: 'softmax', temperature: 0.5 },
      bias: [0, 0, 0],
      training: { data: 'none', sha256: '', rows: 0, seed: 0, settings: {}, tuning: {} },
      validation: null,
    },
    vocab: ['w x', 'w y'],
    weights: Float32Array.from([2, 2, 0, 1, 0, 0]),
  };
  const info = {
    id: 'three',
    name: 'Three',
    description: '',
    task: 'classification' as const,
    labels: ['a', 'b', 'c'],
    status: 'active' as const,
    version: '0.0.1',
  };
  // Its words are Latin letters read as typed (not romanized Bangla to transliterate).
  return createLinearTextModel(data, info, { reads: ['bengali'] });
}

describe('contributions to the predicted class probability (three classes)', () => {
  it('count a word that also raises the runner-up for less than one that raises the prediction alone', () => {
    const p = createThreeClassModel().predict('x y');
    expect(p.prediction).toBe('a');
    // By the predicted class's own score x (2) outweighs y (1); for p_a, y separates a from b, x does not.
    expect(p.word_contributions.map((w) => w.word)).toEqual(['y', 'x']);
    for (const w of p.word_contributions) expect(w.contribution).toBeGreaterThan(0);
    expect(p.score).toBeCloseTo(p.confidence, 10);
    expect(p.bias).toBeCloseTo(100 / 3, 12);
  });
});
