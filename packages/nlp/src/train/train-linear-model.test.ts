import { describe, expect, it } from 'vitest';
import type { EncodedDataset } from './encode-dataset';
import { trainLinearModel, type LinearSettings } from './train-linear-model';

const SETTINGS: LinearSettings = { cost: 1, nb: true, classWeight: 'sqrt' };

/** Three classes over six features: each class has two features of its own; row i holds the features listed. */
function dataset(rows: number[][]): EncodedDataset {
  return {
    docs: rows.map((features) => Int32Array.from(features)),
    values: null,
    scale: Float64Array.from(rows, (features) => 1 / Math.sqrt(features.length)),
  };
}

const ROWS = [[0, 1], [0], [1], [2, 3], [2], [3], [4, 5], [4], [5], [0, 4]];
const LABELS = [0, 0, 0, 1, 1, 1, 2, 2, 2, 0];

describe('trainLinearModel with rows that answer one class only', () => {
  // Two extra rows that teach class 2 only: feature 1 (class 0's) is a class-2 positive, feature 3 a negative.
  const extraRows = [[1, 5], [3]];
  const extraLabels = [2, 1];
  const all = dataset([...ROWS, ...extraRows]);
  const allLabels = [...LABELS, ...extraLabels];
  const onlyClass2 = Int32Array.from(allLabels, (_, i) => (i >= ROWS.length ? 2 : -1));

  it('leaves every other class exactly as if the rows were not there', () => {
    const without = trainLinearModel(dataset(ROWS), LABELS, 3, 6, SETTINGS, 7);
    const restricted = trainLinearModel(all, allLabels, 3, 6, SETTINGS, 7, null, null, onlyClass2);
    for (const k of [0, 1]) {
      expect(restricted.weights[k]).toEqual(without.weights[k]);
      expect(restricted.bias[k]).toBe(without.bias[k]);
    }
  });

  it('teaches their class, positives and negatives', () => {
    const without = trainLinearModel(dataset(ROWS), LABELS, 3, 6, SETTINGS, 7);
    const restricted = trainLinearModel(all, allLabels, 3, 6, SETTINGS, 7, null, null, onlyClass2);
    // Feature 1 gained weight for class 2; feature 3 did not.
    expect(restricted.weights[2]![1]!).toBeGreaterThan(without.weights[2]![1]!);
    expect(restricted.weights[2]![3]!).toBeLessThanOrEqual(without.weights[2]![3]!);
  });

  it('is the plain training when no row is restricted', () => {
    const everyClass = Int32Array.from(allLabels, () => -1);
    expect(trainLinearModel(all, allLabels, 3, 6, SETTINGS, 7, null, null, everyClass)).toEqual(
      trainLinearModel(all, allLabels, 3, 6, SETTINGS, 7),
    );
  });
});
