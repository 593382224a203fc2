import { describe, expect, it } from 'vitest';
import { encodeModelFile } from '../model/model-file';
import { FIXTURE_CSV, trainFixtureData, trainFixtureModel } from '../testing/fixture-model';
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
});
