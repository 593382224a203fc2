import type { EncodedDataset } from './encode-dataset';
import { shuffleRowsByLabel } from './shuffle-rows-by-label';
import { scoreDataset, trainLinearModel, type LinearSettings } from './train-linear-model';

function selectRows(data: EncodedDataset, rows: readonly number[]): EncodedDataset {
  return {
    docs: rows.map((i) => data.docs[i] as Int32Array),
    values: data.values ? rows.map((i) => (data.values as Float32Array[])[i] as Float32Array) : null,
    scale: Float64Array.from(rows, (i) => data.scale[i] as number),
  };
}

/** Seeded stratified fold ids: each label's rows are shuffled and dealt round-robin to the folds. */
export function assignFolds(labelIds: readonly number[], folds: number, seed: number): Int32Array {
  const fold = new Int32Array(labelIds.length);
  let next = 0;
  for (const rows of shuffleRowsByLabel(labelIds, seed)) for (const row of rows) fold[row] = next++ % folds;
  return fold;
}

/** Every row's class scores from a model trained on the other folds (k-fold cross-fitting). */
export function scoreOutOfFold(
  data: EncodedDataset,
  labelIds: readonly number[],
  labelCount: number,
  featureCount: number,
  settings: LinearSettings,
  folds: number,
  seed: number,
  featureWeights: Float32Array | null,
): Float64Array[] {
  const fold = assignFolds(labelIds, folds, seed);
  const scores = new Array<Float64Array>(labelIds.length);
  for (let k = 0; k < folds; k++) {
    const fitRows: number[] = [];
    const heldRows: number[] = [];
    fold.forEach((f, i) => (f === k ? heldRows : fitRows).push(i));
    const model = trainLinearModel(
      selectRows(data, fitRows),
      fitRows.map((i) => labelIds[i] as number),
      labelCount,
      featureCount,
      settings,
      seed,
      featureWeights,
    );
    scoreDataset(selectRows(data, heldRows), model).forEach((s, j) => (scores[heldRows[j] as number] = s));
  }
  return scores;
}
