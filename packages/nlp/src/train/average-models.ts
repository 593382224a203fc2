import type { LinearModelData } from '../model/model-file';
import { pruneFeatures } from './prune-features';

/**
 * The average of linear models trained on the same task with different seeds (`ModelRecipe.averageOfSeeds`) or
 * feature sets (`ModelRecipe.averageWithFeatures`): the union of their features, each weight the mean over the models
 * (a feature a model lacks counts 0 there), each bias the mean, then the `maxFeatures` strongest kept. An average of
 * linear models is a linear model, so each word's contribution is still exact; for models of the same features its
 * score is the mean of theirs (not for a twin of fewer features, whose weights are read in a longer document). The
 * metadata and calibration are the first model's (build-model-file.ts calibrates a mean with twins anew); `averaged` is
 * added to `training.settings` to record what was averaged (`averaged_seeds`, `averaged_with_features`). `shares`, one
 * for each model, weigh the mean (`ModelRecipe.twinWeight`); without them every model counts the same.
 */
export function averageModels(
  models: readonly LinearModelData[],
  maxFeatures: number,
  averaged: Record<string, unknown>,
  shares: readonly number[] = models.map(() => 1),
): LinearModelData {
  const first = models[0];
  if (!first) throw new Error('averageModels needs at least one model');
  if (shares.length !== models.length || shares.some((share) => !(share > 0)))
    throw new Error('averageModels needs one positive share for each model');
  const total = shares.reduce((s, share) => s + share, 0);
  const labelCount = first.meta.labels.length;
  const index = new Map<string, number>();
  for (const model of models)
    for (const feature of model.vocab) if (!index.has(feature)) index.set(feature, index.size);
  const sum = new Float64Array(index.size * labelCount);
  models.forEach((model, m) => {
    const share = shares[m] as number;
    model.vocab.forEach((feature, f) => {
      const at = (index.get(feature) as number) * labelCount;
      for (let k = 0; k < labelCount; k++)
        sum[at + k] = (sum[at + k] as number) + share * (model.weights[f * labelCount + k] as number);
    });
  });
  const mean = Float32Array.from(sum, (w) => w / total);
  const pruned = pruneFeatures([...index.keys()], mean, labelCount, maxFeatures);
  const bias = first.meta.bias.map(
    (_, k) => models.reduce((s, m, i) => s + (shares[i] as number) * (m.meta.bias[k] as number), 0) / total,
  );
  const training = {
    ...first.meta.training,
    settings: { ...first.meta.training.settings, ...averaged },
  };
  return { meta: { ...first.meta, bias, training }, vocab: pruned.vocab, weights: pruned.weights };
}
