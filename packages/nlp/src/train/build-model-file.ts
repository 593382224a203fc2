import { createLinearTextModel } from '../model/linear-text-model';
import { decodeModelFile, encodeModelFile, type LinearModelData } from '../model/model-file';
import { evaluateModel } from './evaluate-model';
import type { LabelledCsv } from './read-csv';
import type { ModelRecipe } from './model-recipe';
import { sameText } from './external-training';
import { trainRecipe, type HoldoutFit } from './train-task';
import { fitCalibration, type CalibrationChoice } from './fit-calibration';
import { createTextScorer } from '../model/create-text-scorer';
import { averageModels } from './average-models';
import { isFeaturePart } from '../features/feature-config';
import type { EvaluationReport } from './metrics';

// The keys of a chosen LinearSettings (train-linear-model.ts) in a file's training settings.
const LINEAR_SETTING_KEYS = ['cost', 'nb', 'classWeight', 'loss', 'nbAlpha', 'wordScale'];

export interface BuiltModelFile {
  bytes: Buffer;
  report: EvaluationReport;
}

/** The calibration of the mean of the fit models of `fits` (each wrapped in the metadata of its run). */
function calibrationOfMean(
  fits: readonly HoldoutFit[],
  runs: readonly LinearModelData[],
  maxFeatures: number,
  shares: readonly number[],
): CalibrationChoice {
  const first = fits[0];
  if (!first) throw new Error('no holdout to calibrate the mean on');
  const models = fits.map((fit, i) => ({
    meta: { ...(runs[i] as LinearModelData).meta, bias: fit.bias },
    vocab: fit.vocab,
    weights: fit.weights,
  }));
  const scorer = createTextScorer(averageModels(models, maxFeatures, {}, shares));
  const scores = first.texts.map((text) => Float64Array.from(scorer.score(text).scores));
  return fitCalibration(scores, first.labels);
}

/**
 * Trains a recipe on a task's train.csv and returns the file as shipped: the validation figures stored in
 * it are those of the written (quantised) weights, so the file is encoded, decoded and measured first.
 * `dataName` is the data folder's name (`cyberbullying`, ...) as the file's metadata records it;
 * `externalDir` holds the other teams' sets a recipe trains on (default ../shared/data/external); their rows
 * that our validation split holds too are left out of training. A recipe with `averageOfSeeds` is trained with
 * seeds `seed`, `seed + 1`, ..., and one with `averageWithFeatures` also with each of those feature sets; the file
 * holds the mean of all the runs' weights (average-models.ts; each twin's run counted by `twinWeight`), and with such
 * twins a calibration of the mean's own.
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
  const twins = recipe.averageWithFeatures ?? [];
  for (const features of twins)
    if (!isFeaturePart(features, recipe.features))
      throw new Error(`${recipe.name}: ${JSON.stringify(features)} is not a part of the recipe's features`);
  if (recipe.twinWeight !== undefined && !(twins.length > 0 && recipe.twinWeight > 0))
    throw new Error(`${recipe.name}: twinWeight needs twins and a weight above 0`);
  // Each seed's runs' shares of the mean: the recipe's own model 1, each twin twinWeight.
  const seedShares = [1, ...twins.map(() => recipe.twinWeight ?? 1)];
  // With twins, the models the first seed's runs (the recipe and its twins) fitted their calibrations to.
  const holdoutFits: HoldoutFit[] = [];
  const runs = seeds.flatMap((s) => {
    if (seeds.length > 1) log(`  seed ${s} (${s - seed + 1} of ${seeds.length})`);
    return [recipe, ...twins.map((features) => ({ ...recipe, features }))].map((r, i) => {
      if (i > 0) log(`  with the features ${JSON.stringify(r.features)}`);
      const onHoldout = s === seed && twins.length > 0 ? (fit: HoldoutFit) => holdoutFits.push(fit) : undefined;
      return trainRecipe(r, train, `${dataName}/train.csv`, s, log, externalDir, leaveOut, onHoldout);
    });
  });
  // What each twin of the first seed read and the setting its holdout chose.
  const twinRuns = runs.slice(1, 1 + twins.length);
  const chosenSetting = (settings: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(settings).filter(([key]) => LINEAR_SETTING_KEYS.includes(key)));
  const averaged = {
    ...(seeds.length > 1 ? { averaged_seeds: seeds } : {}),
    ...(twins.length > 0
      ? {
          averaged_with_features: twinRuns.map((r) => ({
            features: r.meta.features,
            settings: chosenSetting(r.meta.training.settings),
          })),
        }
      : {}),
    ...(recipe.twinWeight !== undefined ? { twin_weight: recipe.twinWeight } : {}),
  };
  const shares = seeds.flatMap(() => seedShares);
  const data =
    runs.length > 1 ? averageModels(runs, recipe.maxFeatures, averaged, shares) : (runs[0] as LinearModelData);
  if (twins.length > 0) {
    // The mean's scores are not any run's, so it gets a calibration of its own: that of the mean of the first
    // seed's fit models, scored on their shared holdout (the same seed draws the same holdout).
    const calibration = calibrationOfMean(holdoutFits, runs, recipe.maxFeatures, seedShares);
    log(`  calibration of the mean: ${JSON.stringify(calibration.chosen)}`);
    const tuning = { ...data.meta.training.tuning, calibrations_of_the_mean: calibration.fitted };
    data.meta = { ...data.meta, calibration: calibration.chosen, training: { ...data.meta.training, tuning } };
  }
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
