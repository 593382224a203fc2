import { describe, expect, it } from 'vitest';
import { encodeModelFile } from '../model/model-file';
import { FIXTURE_CSV, FIXTURE_RECIPE, trainFixtureData, trainFixtureModel } from '../testing/fixture-model';
import { trainRecipe } from './train-task';
import { readLabelledCsv } from './read-csv';
import { evaluateModel } from './evaluate-model';

describe('trainRecipe', () => {
  it('is deterministic for a seed: byte-identical model files', () => {
    const a = encodeModelFile(trainFixtureData(11));
    const b = encodeModelFile(trainFixtureData(11));
    expect(a.equals(b)).toBe(true);
  });

  it('records the training data fingerprint and learns the fixture', () => {
    const data = trainFixtureData();
    const csv = readLabelledCsv(FIXTURE_CSV);
    expect(data.meta.training.sha256).toBe(csv.sha256);
    expect(data.meta.training.sha256).toMatch(/^[0-9a-f]{64}$/);
    const report = evaluateModel(trainFixtureModel(), csv.rows);
    expect(report.accuracy).toBeGreaterThan(0.9);
  });

  it('drops noisy labels before the final training when the recipe asks, deterministically', () => {
    const recipe = { ...FIXTURE_RECIPE, pruneNoisyLabels: { folds: 3 } };
    const csv = readLabelledCsv(FIXTURE_CSV);
    // The fixture with one spam text relabelled not_spam: a wrong label to find.
    const flipped = csv.rows.findIndex((r) => r.label === 'spam');
    const noisy = { ...csv, rows: csv.rows.map((r, i) => (i === flipped ? { ...r, label: 'not_spam' } : r)) };
    const a = trainRecipe(recipe, noisy, 'tiny-spam.csv', 5, () => {});
    expect(encodeModelFile(a).equals(encodeModelFile(trainRecipe(recipe, noisy, 'tiny-spam.csv', 5, () => {})))).toBe(
      true,
    );
    const pruning = a.meta.training.tuning.noisy_labels as { dropped: number; holdout_macro_f1: number };
    expect(pruning.dropped).toBeGreaterThanOrEqual(1);
    expect(pruning.dropped).toBeLessThan(noisy.rows.length / 4);
    expect(pruning.holdout_macro_f1).toBeGreaterThan(0.5);
  });

  it('trains on a supplement with its sample weight: a weight-0 supplement changes nothing but the vocabulary', () => {
    const csv = readLabelledCsv(FIXTURE_CSV);
    const extra = [
      { text: 'zorblax offer zorblax', label: 'spam' },
      { text: 'zorblax prize now', label: 'spam' },
      { text: 'zorblax winner call', label: 'spam' },
    ];
    const train = (weight: number) =>
      trainRecipe({ ...FIXTURE_RECIPE, supplement: { rows: () => extra, weight } }, csv, 'tiny-spam.csv', 5, () => {});
    const plain = trainRecipe(FIXTURE_RECIPE, csv, 'tiny-spam.csv', 5, () => {});
    const weighted = train(1);
    expect(weighted.meta.training.settings.supplement).toEqual({ rows: 3, weight: 1 });
    // The supplement's word is learnt as spam, more strongly with more weight.
    const spamWeight = (data: typeof plain) => {
      const f = data.vocab.indexOf('w zorblax');
      const k = data.meta.labels.length;
      return f < 0 ? 0 : (data.weights[f * k + data.meta.labels.indexOf('spam')] as number);
    };
    expect(spamWeight(plain)).toBe(0);
    expect(spamWeight(weighted)).toBeGreaterThan(0);
    expect(spamWeight(train(3))).toBeGreaterThan(spamWeight(train(0.2)));
  });
});
