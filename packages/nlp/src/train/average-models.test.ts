import { describe, expect, it } from 'vitest';
import { createLinearTextModel } from '../model/linear-text-model';
import { trainFixtureData } from '../testing/fixture-model';
import { averageModels } from './average-models';

const a = trainFixtureData(3);
const b = trainFixtureData(4);
const weightOf = (m: typeof a, feature: string, k: number) => {
  const f = m.vocab.indexOf(feature);
  return f < 0 ? 0 : (m.weights[f * m.meta.labels.length + k] as number);
};

describe('averageModels', () => {
  it('holds every feature of either model, each weight the mean (0 where a model lacks it), and the mean bias', () => {
    const avg = averageModels([a, b], 1_000_000, { averaged_seeds: [3, 4] });
    expect(new Set(avg.vocab)).toEqual(
      new Set(
        [...a.vocab, ...b.vocab].filter(
          (f) => weightOf(a, f, 0) || weightOf(a, f, 1) || weightOf(b, f, 0) || weightOf(b, f, 1),
        ),
      ),
    );
    for (const feature of [...a.vocab.slice(0, 50), ...b.vocab.slice(0, 50)])
      for (const k of [0, 1])
        expect(weightOf(avg, feature, k)).toBeCloseTo((weightOf(a, feature, k) + weightOf(b, feature, k)) / 2, 6);
    expect(avg.meta.bias[0]).toBeCloseTo(((a.meta.bias[0] as number) + (b.meta.bias[0] as number)) / 2, 12);
    expect(avg.meta.calibration).toEqual(a.meta.calibration);
    expect(avg.meta.training.settings.averaged_seeds).toEqual([3, 4]);
  });

  it('weighs each model by its share when shares are given', () => {
    const avg = averageModels([a, b], 1_000_000, {}, [1, 3]);
    for (const feature of [...a.vocab.slice(0, 50), ...b.vocab.slice(0, 50)])
      for (const k of [0, 1])
        expect(weightOf(avg, feature, k)).toBeCloseTo((weightOf(a, feature, k) + 3 * weightOf(b, feature, k)) / 4, 6);
    expect(avg.meta.bias[1]).toBeCloseTo(((a.meta.bias[1] as number) + 3 * (b.meta.bias[1] as number)) / 4, 12);
    expect(() => averageModels([a, b], 100, {}, [1])).toThrow(/one positive share for each model/);
    expect(() => averageModels([a, b], 100, {}, [1, 0])).toThrow(/one positive share for each model/);
  });

  it('keeps the strongest features up to the cap', () => {
    const avg = averageModels([a, b], 100, { averaged_seeds: [3, 4] });
    expect(avg.vocab).toHaveLength(100);
    const full = averageModels([a, b], 1_000_000, { averaged_seeds: [3, 4] });
    const strength = (m: typeof a, feature: string) =>
      Math.max(Math.abs(weightOf(m, feature, 0)), Math.abs(weightOf(m, feature, 1)));
    const weakestKept = Math.min(...avg.vocab.map((f) => strength(full, f)));
    const strongestLeft = Math.max(...full.vocab.filter((f) => !avg.vocab.includes(f)).map((f) => strength(full, f)));
    expect(weakestKept).toBeGreaterThanOrEqual(strongestLeft);
  });

  it('is a linear model whose explanations still add up exactly', () => {
    const avg = averageModels([a, b], 5_000, { averaged_seeds: [3, 4] });
    const info = {
      id: 'avg',
      name: 'A',
      description: '',
      task: 'spam' as const,
      labels: avg.meta.labels,
      status: 'active' as const,
      version: '0',
    };
    const model = createLinearTextModel(avg, info);
    for (const text of ['অফার ফ্রি লিংকে ক্লিক করুন এখনই, অফার!', 'ভাই খুব সুন্দর গান, ধন্যবাদ 😀']) {
      const p = model.predict(text);
      const sum = p.word_contributions.reduce((s, w) => s + w.contribution, 0);
      expect(sum + p.bias).toBeCloseTo(p.score, 8);
    }
  });
});
