import { createLinearTextModel } from '../model/linear-text-model';
import { decodeModelFile, encodeModelFile, type LinearModelData } from '../model/model-file';
import { evaluateModel } from './evaluate-model';
import type { LabelledCsv } from './read-csv';
import type { ModelRecipe } from './model-recipe';
import { sameText } from './external-training';
import { trainRecipe } from './train-task';
import { averageModels } from './average-models';
import type { EvaluationReport } from './metrics';

export interface BuiltModelFile {
  bytes: Buffer;
  report: EvaluationReport;
}

/**
 * Trains a recipe on a task's train.csv and returns the file as shipped: the validation figures stored in
 * it are those of the written (quantised) weights, so the file is encoded, decoded and measured first.
 * `dataName` is the data folder's name (`cyberbullying`, ...) as the file's metadata records it;
 * `externalDir` holds the other teams' sets a recipe trains on (default ../shared/data/external); their rows
 * that our validation split holds too are left out of training. A recipe with `averageOfSeeds` is trained with
 * seeds `seed`, `seed + 1`, ... and the file holds their average (average-models.ts).
 */
export function buildModelFile(
  recipe: ModelRecipe,
  dataName: string,
  train: LabelledCsv,
  val: LabelledCsv,
  seed: number,
  log: (message: string) => void,
  externalDir?: string,
): BuiltModelFile {
  const leaveOut = new Set(val.rows.map((r) => sameText(r.text)));
  const seeds = Array.from({ length: recipe.averageOfSeeds ?? 1 }, (_, i) => seed + i);
  const runs = seeds.map((s) => {
    if (seeds.length > 1) log(`  seed ${s} (${s - seed + 1} of ${seeds.length})`);
    return trainRecipe(recipe, train, `${dataName}/train.csv`, s, log, externalDir, leaveOut);
  });
  const data = runs.length > 1 ? averageModels(runs, seeds, recipe.maxFeatures) : (runs[0] as LinearModelData);
  const info = {
    id: recipe.name,
    name: recipe.name,
    description: '',
    task: recipe.task,
    labels: recipe.labels,
    status: 'active' as const,
    version: recipe.version,
  };
  const report = evaluateModel(createLinearTextModel(decodeModelFile(encodeModelFile(data)), info), val.rows);
  data.meta.validation = { ...report, dataset: `${dataName}/val.csv`, sha256: val.sha256 };
  return { bytes: encodeModelFile(data), report };
}
