import type { FeatureConfig } from '../features/feature-config';
import type { ModelMetadata } from '../model/model-file';
import type { ExternalTrainingSource } from './external-training';
import type { LabelledText } from './read-csv';
import type { LinearSettings } from './train-linear-model';

/** What trainRecipe (train-task.ts) trains: a task's labels, features, the settings to tune and the extra rows. */
export interface ModelRecipe {
  name: string;
  version: string;
  task: ModelMetadata['task'];
  labels: string[];
  features: FeatureConfig;
  minDf: number;
  maxFeatures: number;
  /** Settings tried on the training split's holdout; the best macro-F1 wins. */
  candidates: LinearSettings[];
  /**
   * Drop training rows whose label looks wrong (confident learning on k-fold out-of-fold scores) before
   * the chosen setting is trained; its effect is measured on the holdout and logged.
   */
  pruneNoisyLabels?: { folds: number };
  /**
   * Team-written training comments (weak supervision, train/supplements/) added to every model trained
   * here, each with sample weight `weight` (its cost is C times the weight). They are never in the holdout
   * that chooses the settings, and never dropped as noisy labels.
   */
  supplement?: { rows: (seed: number) => LabelledText[]; weight: number };
  /**
   * Other teams' comments (train/external-training.ts), treated like the supplement: added with their own
   * sample weight, never in the holdout, never dropped as noisy labels.
   */
  external?: ExternalTrainingSource[];
  /**
   * Train the recipe this many times, with the seed and the next ones (each draws its own holdout, noisy-label folds
   * and supplement), and ship the average of the models (train/average-models.ts): less of one seed's chance in the
   * weights, and the explanations stay exact. The calibration is the first run's.
   */
  averageOfSeeds?: number;
  /**
   * Also train the recipe (each seed of it) with each of these feature sets, every one a part of `features`
   * (`isFeaturePart`), and ship the mean of all the models' weights, read with `features`. A twin that reads words
   * and word pairs without char n-grams learns what the words alone say; in the mean its weights add to the whole
   * model's word features (scaled down there by the document's length with its char n-grams), so whole words count
   * for more beside the char n-grams of rare spellings (sentiment-pro since 1.3.0, models/EXPERIMENTS.md). A mean of
   * linear models is a linear model, so the explanations stay exact. Its calibration is fitted to the mean of the
   * first seed's fit models, scored on their holdout.
   */
  averageWithFeatures?: FeatureConfig[];
  /**
   * Each twin's weight in that mean, against 1 for the recipe's own model (default 1: every model counts the same).
   * shobdo-v2 counts its twin half (since 2.25.0): at a full weight its explanations fell under LIME's
   * (models/EXPERIMENTS.md, "A twin without word pairs").
   */
  twinWeight?: number;
}
