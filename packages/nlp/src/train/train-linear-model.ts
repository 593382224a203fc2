import type { EncodedDataset } from './encode-dataset';
import { computeNbRatios } from './nb-ratios';
import { trainBinarySvm } from './train-binary-svm';
import { trainBinaryLr } from './train-binary-lr';

export interface LinearSettings {
  /** SVM cost C (inverse regularisation strength). */
  cost: number;
  /** Scale features by naive-Bayes log-count ratios (NB-SVM). */
  nb: boolean;
  /** 'balanced' weighs each class by n / (k * n_class), as scikit-learn does; 'sqrt' by its square root. */
  classWeight: 'balanced' | 'sqrt' | 'none';
  /** Squared-hinge SVM or logistic regression (default svm). */
  loss?: 'svm' | 'lr';
  /** Smoothing of the naive-Bayes counts (default 1). */
  nbAlpha?: number;
  /** Value of word and bigram features relative to character n-grams (default 1). */
  wordScale?: number;
}

/** Per-feature input scale from the settings: word-level features may count more than char n-grams. */
export function computeFeatureWeights(vocab: readonly string[], settings: LinearSettings): Float32Array | null {
  const scale = settings.wordScale ?? 1;
  if (scale === 1) return null;
  return Float32Array.from(vocab, (key) => (key.startsWith('c ') || key.startsWith('g ') ? 1 : scale));
}

export interface LinearWeights {
  /** weights[k][f]: class k's weight of feature f (naive-Bayes scale folded in). */
  weights: Float64Array[];
  bias: number[];
}

/** One-vs-rest linear classifiers, one per label, over an encoded dataset. */
export function trainLinearModel(
  data: EncodedDataset,
  labelIds: readonly number[],
  labelCount: number,
  featureCount: number,
  settings: LinearSettings,
  seed: number,
  featureWeights: Float32Array | null = null,
  sampleWeights: Float64Array | null = null,
  rowClasses: Int32Array | null = null,
): LinearWeights {
  // Class sizes count each row by its sample weight (a team-written supplement row counts for less); a row
  // that answers one class's question only (`rowClasses`) is left out of them, as it is of the other classes.
  const weightOf = (i: number) => (sampleWeights ? (sampleWeights[i] as number) : 1);
  const teachesOneClass = (i: number) => rowClasses !== null && (rowClasses[i] as number) >= 0;
  const takesPart = (i: number, k: number) => !teachesOneClass(i) || rowClasses?.[i] === k;
  const counts = new Array<number>(labelCount).fill(0);
  let total = 0;
  labelIds.forEach((k, i) => {
    if (teachesOneClass(i)) return;
    counts[k] = (counts[k] as number) + weightOf(i);
    total += weightOf(i);
  });
  const classWeight = counts.map((c) => {
    if (settings.classWeight === 'none' || c === 0) return 1;
    const balanced = total / (labelCount * c);
    return settings.classWeight === 'sqrt' ? Math.sqrt(balanced) : balanced;
  });
  const cost = Float64Array.from(labelIds, (k, i) => settings.cost * (classWeight[k] as number) * weightOf(i));
  const result: LinearWeights = { weights: [], bias: [] };
  // The rows of class k's one-vs-rest problem: every row, but those that answer another class's question only.
  const partOf = (k: number) => {
    if (!rowClasses) return { docs: data.docs, scale: data.scale, values: data.values, labelIds, cost };
    const rows = labelIds.flatMap((_, i) => (takesPart(i, k) ? [i] : []));
    return {
      docs: rows.map((i) => data.docs[i] as Int32Array),
      scale: Float64Array.from(rows, (i) => data.scale[i] as number),
      values: data.values ? rows.map((i) => (data.values as Float32Array[])[i] as Float32Array) : null,
      labelIds: rows.map((i) => labelIds[i] as number),
      cost: Float64Array.from(rows, (i) => cost[i] as number),
    };
  };
  // A class that no row teaches alone has the same rows as every other such class: built once (-1 stands for them).
  const sharedPart = partOf(-1);
  for (let k = 0; k < labelCount; k++) {
    const part = rowClasses?.includes(k) ? partOf(k) : sharedPart;
    const positive = part.labelIds.map((id) => id === k);
    let featureScale = settings.nb ? computeNbRatios(part.docs, positive, featureCount, settings.nbAlpha ?? 1) : null;
    if (featureWeights) {
      const base = featureScale;
      featureScale = Float32Array.from(featureWeights, (g, f) => g * (base ? (base[f] as number) : 1));
    }
    const y = Int8Array.from(positive, (p) => (p ? 1 : -1));
    const { docs, scale: docScale, values, cost: partCost } = part;
    const problem = { docs, docScale, values, featureScale, featureCount, y, cost: partCost };
    const model = settings.loss === 'lr' ? trainBinaryLr(problem, seed + k) : trainBinarySvm(problem, seed + k);
    result.weights.push(model.weights);
    result.bias.push(model.bias);
  }
  return result;
}

/** Every class's score for every encoded document. */
export function scoreDataset(data: EncodedDataset, model: LinearWeights): Float64Array[] {
  return data.docs.map((doc, i) => {
    const s = data.scale[i] as number;
    return Float64Array.from(model.weights, (w, k) => {
      let dot = 0;
      const values = data.values?.[i];
      if (values) doc.forEach((f, j) => (dot += (w[f] as number) * (values[j] as number)));
      else for (const f of doc) dot += w[f] as number;
      return dot * s + (model.bias[k] as number);
    });
  });
}

export function argmax(values: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[best] as number)) best = i;
  return best;
}
