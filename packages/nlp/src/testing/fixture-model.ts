import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinearTextModel } from '../model/linear-text-model';
import { encodeModelFile, type LinearModelData } from '../model/model-file';
import type { TextModel } from '../model/types';
import { readLabelledCsv } from '../train/read-csv';
import type { ModelRecipe } from '../train/model-recipe';
import { trainRecipe } from '../train/train-task';

/** A tiny synthetic spam set written for tests (not copied data). */
export const FIXTURE_CSV = fileURLToPath(new URL('../../test-fixtures/tiny-spam.csv', import.meta.url));

export const FIXTURE_RECIPE: ModelRecipe = {
  name: 'fixture-spam',
  version: '0.0.1',
  task: 'spam',
  labels: ['spam', 'not_spam'],
  features: { wordNgrams: 2, charMin: 1, charMax: 4 },
  minDf: 1,
  maxFeatures: 5_000,
  candidates: [
    { cost: 0.3, nb: true, classWeight: 'balanced' },
    { cost: 1, nb: true, classWeight: 'none', loss: 'lr' },
  ],
};

export function trainFixtureData(seed = 3, counts = false): LinearModelData {
  const recipe = { ...FIXTURE_RECIPE, features: { ...FIXTURE_RECIPE.features, counts } };
  return trainRecipe(recipe, readLabelledCsv(FIXTURE_CSV), 'tiny-spam.csv', seed, () => {});
}

export function trainFixtureModel(seed = 3, counts = false): TextModel {
  const data = trainFixtureData(seed, counts);
  return createLinearTextModel(data, {
    id: 'fixture-spam',
    name: 'Fixture',
    description: 'test model',
    task: 'spam',
    labels: data.meta.labels,
    status: 'active',
    version: data.meta.version,
  });
}

/**
 * A temporary models folder as the command-line tools read it: the fixture's file as model `fixture` (active), and
 * `more` registry entries besides (an unavailable model, for instance). Returns the folder.
 */
export function writeFixtureModelsDir(prefix: string, more: readonly object[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dir, 'fixture.model.gz'), encodeModelFile(trainFixtureData()));
  const fixture = {
    id: 'fixture',
    name: 'F',
    description: 'd',
    task: 'spam',
    status: 'active',
    file: 'fixture.model.gz',
  };
  writeFileSync(join(dir, 'registry.json'), JSON.stringify({ models: [fixture, ...more] }));
  return dir;
}
