import { describe, expect, it } from 'vitest';
import { createLinearTextModel } from '../model/linear-text-model';
import { decodeModelFile, type LinearModelData } from '../model/model-file';
import { FIXTURE_CSV, FIXTURE_RECIPE } from '../testing/fixture-model';
import { buildModelFile } from './build-model-file';
import { readLabelledCsv } from './read-csv';
import { trainRecipe } from './train-task';

const data = readLabelledCsv(FIXTURE_CSV);
const WORDS_ONLY = { wordNgrams: 2 as const, charMin: 0, charMax: 0 };
const TEXTS = ['অফার ফ্রি লিংকে ক্লিক করুন এখনই, অফার!', 'ভাই খুব সুন্দর গান, ধন্যবাদ 😀', 'আজকের অফার শেষ'];

describe('buildModelFile with averageWithFeatures', () => {
  const recipe = { ...FIXTURE_RECIPE, averageWithFeatures: [WORDS_ONLY] };
  const built = decodeModelFile(buildModelFile(recipe, 'tiny', data, data, 3, () => {}).bytes);
  // The two runs the file averages, trained alone.
  const whole = trainRecipe(FIXTURE_RECIPE, data, 'tiny-spam.csv', 3, () => {});
  const twin = trainRecipe({ ...FIXTURE_RECIPE, features: WORDS_ONLY }, data, 'tiny-spam.csv', 3, () => {});
  const k = whole.meta.labels.length;
  const weightOf = (m: LinearModelData, feature: string, c: number) => {
    const f = m.vocab.indexOf(feature);
    return f < 0 ? 0 : (m.weights[f * k + c] as number);
  };

  it('ships the mean of the weights of the recipe and its twin, read with the recipe features', () => {
    expect(built.meta.features).toEqual(FIXTURE_RECIPE.features);
    expect(new Set(built.vocab)).toEqual(new Set([...whole.vocab, ...twin.vocab]));
    const words = twin.vocab.filter((f) => f.startsWith('w ')).slice(0, 40);
    const chars = whole.vocab.filter((f) => f.startsWith('c ')).slice(0, 40);
    expect(words.length).toBeGreaterThan(10);
    for (const feature of [...words, ...chars])
      for (let c = 0; c < k; c++) {
        const mean = (weightOf(whole, feature, c) + weightOf(twin, feature, c)) / 2;
        // The file's weights are quantised, hence the tolerance.
        expect(weightOf(built, feature, c)).toBeCloseTo(mean, 2);
      }
    expect(built.meta.training.settings.averaged_with_features).toEqual([
      { features: WORDS_ONLY, settings: expect.objectContaining({ cost: twin.meta.training.settings.cost }) },
    ]);
  });

  it('calibrates the mean on its own: the fitted calibration of lower holdout loss', () => {
    const fitted = built.meta.training.tuning.calibrations_of_the_mean as { calibration: unknown; loss: number }[];
    expect(fitted).toHaveLength(2);
    const best = fitted.reduce((a, b) => (b.loss < a.loss ? b : a));
    expect(built.meta.calibration).toEqual(best.calibration);
  });

  it('explains each word exactly: the contributions and the bias add up to the score', () => {
    const info = { id: 'f', name: 'F', description: '', task: 'spam' as const, labels: built.meta.labels };
    const model = createLinearTextModel(built, { ...info, status: 'active', version: '0' });
    for (const text of TEXTS) {
      const p = model.predict(text);
      expect(p.word_contributions.reduce((s, w) => s + w.contribution, 0) + p.bias).toBeCloseTo(p.score, 8);
    }
  });

  it('counts each twin by twinWeight against 1 for the recipe, and records the weight', () => {
    const halfTwin = { ...recipe, twinWeight: 0.5 };
    const half = decodeModelFile(buildModelFile(halfTwin, 'tiny', data, data, 3, () => {}).bytes);
    const words = twin.vocab.filter((f) => f.startsWith('w ')).slice(0, 40);
    let apartFromEvenMean = 0;
    for (const feature of words)
      for (let c = 0; c < k; c++) {
        const weighted = (weightOf(whole, feature, c) + 0.5 * weightOf(twin, feature, c)) / 1.5;
        expect(weightOf(half, feature, c)).toBeCloseTo(weighted, 2);
        apartFromEvenMean += Math.abs(weightOf(half, feature, c) - weightOf(built, feature, c));
      }
    expect(apartFromEvenMean).toBeGreaterThan(0.01);
    expect(half.meta.training.settings.twin_weight).toBe(0.5);
    expect(built.meta.training.settings).not.toHaveProperty('twin_weight');
  });

  it('refuses a twinWeight without twins or not above 0', () => {
    expect(() => buildModelFile({ ...FIXTURE_RECIPE, twinWeight: 0.5 }, 'tiny', data, data, 3, () => {})).toThrow(
      /twinWeight needs twins/,
    );
    expect(() => buildModelFile({ ...recipe, twinWeight: 0 }, 'tiny', data, data, 3, () => {})).toThrow(
      /twinWeight needs twins/,
    );
  });

  it('refuses a feature set that is not a part of the recipe features', () => {
    const wider = { ...FIXTURE_RECIPE, averageWithFeatures: [{ wordNgrams: 2 as const, charMin: 1, charMax: 6 }] };
    expect(() => buildModelFile(wider, 'tiny', data, data, 3, () => {})).toThrow(/not a part of the recipe's features/);
  });
});
