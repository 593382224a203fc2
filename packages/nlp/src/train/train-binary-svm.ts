import { createRandom, shuffleInPlace } from './seeded-random';

export interface BinaryProblem {
  docs: readonly Int32Array[];
  /** Per-document factor of every present feature (length normalisation). */
  docScale: Float64Array;
  /** Per document, each listed feature's value (counts), or null for binary features. */
  values: Float32Array[] | null;
  /** Per-feature scale (naive-Bayes ratios), or null for plain binary features. */
  featureScale: Float32Array | null;
  featureCount: number;
  /** +1 / -1 per document. */
  y: Int8Array;
  /** Regularisation: C per document (class weights multiply C). */
  cost: Float64Array;
}

export interface BinaryModel {
  weights: Float64Array;
  bias: number;
}

const BIAS_FEATURE = 1;

/**
 * L2-regularised squared-hinge linear SVM by dual coordinate descent (Hsieh et al. 2008, as in
 * liblinear), with the bias as a regularised constant feature. Deterministic for a seed.
 */
export function trainBinarySvm(problem: BinaryProblem, seed: number, maxEpochs = 60, tolerance = 0.05): BinaryModel {
  const { docs, docScale, featureScale, values, y, cost } = problem;
  // x_ij = docScale_i * value_ij * featureScale_j
  const entry = (i: number, j: number, f: number, s: number) =>
    s * (values ? ((values[i] as Float32Array)[j] as number) : 1) * (featureScale ? (featureScale[f] as number) : 1);
  const n = docs.length;
  const w = new Float64Array(problem.featureCount);
  let bias = 0;
  const alpha = new Float64Array(n);
  const diag = Float64Array.from(cost, (c) => 1 / (2 * c));
  const qii = new Float64Array(n);
  docs.forEach((doc, i) => {
    const s = docScale[i] as number;
    let sq = BIAS_FEATURE * BIAS_FEATURE;
    doc.forEach((f, j) => {
      const v = entry(i, j, f, s);
      sq += v * v;
    });
    qii[i] = sq + (diag[i] as number);
  });
  const order = Array.from({ length: n }, (_, i) => i);
  const random = createRandom(seed);
  for (let epoch = 0; epoch < maxEpochs; epoch++) {
    shuffleInPlace(order, random);
    let maxPg = -Infinity;
    let minPg = Infinity;
    for (const i of order) {
      const doc = docs[i] as Int32Array;
      const s = docScale[i] as number;
      const yi = y[i] as number;
      let dot = bias * BIAS_FEATURE;
      for (let j = 0; j < doc.length; j++) {
        const f = doc[j] as number;
        dot += (w[f] as number) * entry(i, j, f, s);
      }
      const a = alpha[i] as number;
      const g = yi * dot - 1 + (diag[i] as number) * a;
      const pg = a === 0 ? Math.min(g, 0) : g;
      maxPg = Math.max(maxPg, pg);
      minPg = Math.min(minPg, pg);
      if (Math.abs(pg) < 1e-12) continue;
      const next = Math.max(a - g / (qii[i] as number), 0);
      const step = (next - a) * yi;
      alpha[i] = next;
      for (let j = 0; j < doc.length; j++) {
        const f = doc[j] as number;
        w[f] = (w[f] as number) + step * entry(i, j, f, s);
      }
      bias += step * BIAS_FEATURE;
    }
    if (maxPg - minPg < tolerance) break;
  }
  // Fold the naive-Bayes scale into the weights: the shipped model is then a plain linear model.
  if (featureScale) for (let f = 0; f < w.length; f++) w[f] = (w[f] as number) * (featureScale[f] as number);
  return { weights: w, bias: bias * BIAS_FEATURE };
}
