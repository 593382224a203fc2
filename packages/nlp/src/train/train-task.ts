import { MODEL_FORMAT_VERSION, type LinearModelData } from '../model/model-file';
import { buildVocabulary, encodeKeyCounts, extractKeyCounts, indexVocabulary } from './encode-dataset';
import { findNoisyLabels } from './find-noisy-labels';
import { fitCalibration, type CalibrationChoice } from './fit-calibration';
import { readExternalTrainingRows, type TrainingParts } from './external-training';
import type { ModelRecipe } from './model-recipe';
import { evaluatePredictions } from './metrics';
import { pruneFeatures } from './prune-features';
import type { LabelledCsv, LabelledText } from './read-csv';
import { scoreOutOfFold } from './score-out-of-fold';
import { splitHoldout } from './split-holdout';
import {
  argmax,
  computeFeatureWeights,
  scoreDataset,
  trainLinearModel,
  type LinearSettings,
  type LinearWeights,
} from './train-linear-model';

const HOLDOUT_FRACTION = 0.15;

function toFeatureMajor(weights: Float64Array[], featureCount: number): Float32Array {
  const k = weights.length;
  const out = new Float32Array(featureCount * k);
  weights.forEach((w, c) => {
    for (let f = 0; f < featureCount; f++) out[f * k + c] = w[f] as number;
  });
  return out;
}

/**
 * The model the calibration of a run is fitted to (the chosen setting trained on the fit rows, cleaned of noisy
 * labels if the recipe asks), feature-major as a file holds it, and the holdout it was scored on.
 */
export interface HoldoutFit {
  vocab: string[];
  weights: Float32Array;
  bias: number[];
  texts: string[];
  labels: number[];
}

/**
 * Tunes on a seeded holdout of the training CSV (settings and calibration), then retrains the
 * chosen settings on the whole training CSV. The validation CSV is not used here, except that the rows of
 * other teams' sets whose text is among `leaveOut` (our validation comments) are not trained on. `onHoldout`
 * receives the model the calibration was fitted to and its holdout (build-model-file.ts calibrates a mean of runs
 * with them).
 */
export function trainRecipe(
  recipe: ModelRecipe,
  train: LabelledCsv,
  dataName: string,
  seed: number,
  log: (m: string) => void,
  externalDir?: string,
  leaveOut?: ReadonlySet<string>,
  onHoldout?: (fit: HoldoutFit) => void,
): LinearModelData {
  const templateRows = recipe.supplement?.rows(seed) ?? [];
  const parts: TrainingParts = new Map();
  const externalSets = (recipe.external ?? []).map((source) => ({
    source,
    rows: readExternalTrainingRows(source, externalDir, leaveOut, parts),
  }));
  const supplementRows = [...templateRows, ...externalSets.flatMap((e) => e.rows)];
  // Sample weight of each supplement row, in the order of supplementRows.
  const supplementWeights = [
    ...templateRows.map(() => recipe.supplement?.weight ?? 1),
    ...externalSets.flatMap((e) => e.rows.map(() => e.source.weight)),
  ];
  // Per supplement row, the class whose problem alone it takes part in (-1: every class).
  const supplementClasses = [
    ...templateRows.map(() => -1),
    ...externalSets.flatMap((e) => {
      const only = e.source.onlyClass;
      if (only !== undefined && !recipe.labels.includes(only))
        throw new Error(`external set ${e.source.file} teaches "${only}" only, which ${recipe.name} does not know`);
      const onlyId = only === undefined ? -1 : recipe.labels.indexOf(only);
      return e.rows.map(() => onlyId);
    }),
  ];
  const allRows = [...train.rows, ...supplementRows];
  const unknown = allRows.find((r) => !recipe.labels.includes(r.label));
  if (unknown) throw new Error(`training data has label "${unknown.label}" that ${recipe.name} does not know`);
  const keySets = extractKeyCounts(
    allRows.map((r) => r.text),
    recipe.features,
  );
  const useCounts = recipe.features.counts === true;
  const labelIds = allRows.map((r) => recipe.labels.indexOf(r.label));
  const k = recipe.labels.length;
  // Positions of the supplement's rows, after the CSV's.
  const supplementIds = supplementRows.map((_, i) => train.rows.length + i);
  // A value per row of `rows`: the supplement row's own, or `csvValue` for a row of the CSV.
  const perRow = (rows: readonly number[], supplementValues: readonly number[], csvValue: number) =>
    rows.map((i) => (i >= train.rows.length ? (supplementValues[i - train.rows.length] as number) : csvValue));
  const sampleWeightsOf = (rows: readonly number[]) =>
    supplementRows.length === 0 ? null : Float64Array.from(perRow(rows, supplementWeights, 1));
  const someRowsTeachOneClass = supplementClasses.some((c) => c >= 0);
  const rowClassesOf = (rows: readonly number[]) =>
    someRowsTeachOneClass ? Int32Array.from(perRow(rows, supplementClasses, -1)) : null;

  /**
   * The chosen setting trained on `rows` (positions in the CSV) and the supplement, after noisy labels are
   * dropped from `rows` if asked.
   */
  const trainOnRows = (rows: readonly number[], settings: LinearSettings) => {
    let kept = rows;
    if (recipe.pruneNoisyLabels) {
      const keys = rows.map((i) => keySets[i] as Map<string, number>);
      const vocab = buildVocabulary(keys, recipe.minDf);
      const data = encodeKeyCounts(keys, indexVocabulary(vocab), useCounts);
      const labels = rows.map((i) => labelIds[i] as number);
      const weights = computeFeatureWeights(vocab, settings);
      const outOfFold = scoreOutOfFold(
        data,
        labels,
        k,
        vocab.length,
        settings,
        recipe.pruneNoisyLabels.folds,
        seed,
        weights,
      );
      const flagged = findNoisyLabels(outOfFold, labels, k);
      kept = rows.filter((_, i) => !flagged.has(i));
    }
    const dropped = rows.length - kept.length;
    kept = [...kept, ...supplementIds];
    const keys = kept.map((i) => keySets[i] as Map<string, number>);
    const vocab = buildVocabulary(keys, recipe.minDf);
    const index = indexVocabulary(vocab);
    const data = encodeKeyCounts(keys, index, useCounts);
    const model = trainLinearModel(
      data,
      kept.map((i) => labelIds[i] as number),
      k,
      vocab.length,
      settings,
      seed,
      computeFeatureWeights(vocab, settings),
      sampleWeightsOf(kept),
      rowClassesOf(kept),
    );
    return { vocab, index, model, dropped };
  };

  const { fit, holdout } = splitHoldout(
    train.rows.map((r) => r.label),
    HOLDOUT_FRACTION,
    seed,
  );
  // The settings are chosen by a model trained on the fit rows and the supplement, scored on real comments.
  const fitWithSupplement = [...fit, ...supplementIds];
  const fitKeys = fitWithSupplement.map((i) => keySets[i] as Map<string, number>);
  const fitVocab = buildVocabulary(fitKeys, recipe.minDf);
  const fitIndex = indexVocabulary(fitVocab);
  const fitData = encodeKeyCounts(fitKeys, fitIndex, useCounts);
  const holdData = encodeKeyCounts(
    holdout.map((i) => keySets[i] as Map<string, number>),
    fitIndex,
    useCounts,
  );
  const fitLabels = fitWithSupplement.map((i) => labelIds[i] as number);
  const holdLabels = holdout.map((i) => labelIds[i] as number);
  const macroF1Of = (scores: readonly Float64Array[], truthIds: readonly number[]) => {
    const predicted = scores.map((s) => recipe.labels[argmax(s)] as string);
    const truth = truthIds.map((id) => recipe.labels[id] as string);
    return evaluatePredictions(
      truth,
      predicted,
      predicted.map(() => 1),
      recipe.labels,
    ).macro_f1;
  };
  const tuning: Record<string, unknown>[] = [];
  let best:
    | { settings: LinearSettings; macroF1: number; scores: Float64Array[]; model: LinearWeights; vocab: string[] }
    | undefined;
  for (const settings of recipe.candidates) {
    const model = trainLinearModel(
      fitData,
      fitLabels,
      k,
      fitVocab.length,
      settings,
      seed,
      computeFeatureWeights(fitVocab, settings),
      sampleWeightsOf(fitWithSupplement),
      rowClassesOf(fitWithSupplement),
    );
    const scores = scoreDataset(holdData, model);
    const macroF1 = macroF1Of(scores, holdLabels);
    log(`  ${JSON.stringify(settings)} holdout macro-F1 ${macroF1.toFixed(4)}`);
    tuning.push({ ...settings, holdout_macro_f1: macroF1 });
    if (!best || macroF1 > best.macroF1) best = { settings, macroF1, scores, model, vocab: fitVocab };
  }
  if (!best) throw new Error('no candidate settings');
  const describe = (c: CalibrationChoice) =>
    c.fitted.map((f) => `${JSON.stringify(f.calibration)} loss ${f.loss.toFixed(4)}`).join('; ');
  let calibration = fitCalibration(best.scores, holdLabels);
  let calibrated = { model: best.model, vocab: best.vocab };
  log(`  chose ${JSON.stringify(best.settings)}; calibration ${describe(calibration)}`);
  let pruning: Record<string, unknown> | null = null;
  if (recipe.pruneNoisyLabels) {
    const cleaned = trainOnRows(fit, best.settings);
    const scores = scoreDataset(
      encodeKeyCounts(
        holdout.map((i) => keySets[i] as Map<string, number>),
        cleaned.index,
        useCounts,
      ),
      cleaned.model,
    );
    const macroF1 = macroF1Of(scores, holdLabels);
    // The shipped model is trained on cleaned rows, so its calibration comes from this model's holdout scores.
    calibration = fitCalibration(scores, holdLabels);
    calibrated = cleaned;
    pruning = { ...recipe.pruneNoisyLabels, dropped_from_fit: cleaned.dropped, holdout_macro_f1: macroF1 };
    log(
      `  noisy labels: ${cleaned.dropped} of ${fit.length} fit rows dropped, holdout macro-F1 ${best.macroF1.toFixed(4)} → ${macroF1.toFixed(4)}`,
    );
    log(`  calibration of the cleaned model: ${describe(calibration)}`);
  }
  onHoldout?.({
    vocab: calibrated.vocab,
    weights: toFeatureMajor(calibrated.model.weights, calibrated.vocab.length),
    bias: calibrated.model.bias,
    texts: holdout.map((i) => (train.rows[i] as LabelledText).text),
    labels: holdLabels,
  });

  const { vocab, model, dropped } = trainOnRows(
    train.rows.map((_, i) => i),
    best.settings,
  );
  if (pruning) {
    pruning.dropped = dropped;
    log(`  noisy labels: ${dropped} of ${train.rows.length} rows dropped for the final model`);
  }
  const pruned = pruneFeatures(vocab, toFeatureMajor(model.weights, vocab.length), k, recipe.maxFeatures);
  log(`  features ${vocab.length} → kept ${pruned.vocab.length}`);
  return {
    meta: {
      format: 'shobdo-linear',
      formatVersion: MODEL_FORMAT_VERSION,
      name: recipe.name,
      version: recipe.version,
      task: recipe.task,
      labels: recipe.labels,
      features: recipe.features,
      calibration: calibration.chosen,
      bias: model.bias,
      training: {
        data: dataName,
        sha256: train.sha256,
        rows: train.rows.length,
        seed,
        settings: {
          ...best.settings,
          minDf: recipe.minDf,
          maxFeatures: recipe.maxFeatures,
          ...(pruning ? { pruneNoisyLabels: recipe.pruneNoisyLabels } : {}),
          ...(recipe.supplement ? { supplement: { rows: templateRows.length, weight: recipe.supplement.weight } } : {}),
          ...(externalSets.length > 0
            ? {
                external: externalSets.map((e) => ({
                  file: e.source.file,
                  mapping: e.source.mapping,
                  ...(e.source.byWords ? { byWords: e.source.byWords } : {}),
                  weight: e.source.weight,
                  ...(e.source.onlyClass ? { onlyClass: e.source.onlyClass } : {}),
                  ...(e.source.columns
                    ? { columns: { text: e.source.columns.text, label: e.source.columns.label.name } }
                    : {}),
                  rows: e.rows.length,
                })),
              }
            : {}),
        },
        tuning: {
          holdout_fraction: HOLDOUT_FRACTION,
          candidates: tuning,
          calibrations: calibration.fitted,
          ...(pruning ? { noisy_labels: pruning } : {}),
        },
      },
      validation: null,
    },
    vocab: pruned.vocab,
    weights: pruned.weights,
  };
}
