import type { BinaryModel, BinaryProblem } from './train-binary-svm';
import { createRandom, shuffleInPlace } from './seeded-random';

const BIAS_FEATURE = 1;

/**
 * L2-regularised logistic regression by dual coordinate descent (Yu, Huang & Lin 2011; liblinear's
 * solve_l2r_lr_dual), the bias as a regularised constant feature. Each dual variable alpha_i lies in
 * (0, C_i); its one-dimensional sub-problem is solved by a safeguarded Newton method.
 */
export function trainBinaryLr(problem: BinaryProblem, seed: number, maxEpochs = 40, tolerance = 0.01): BinaryModel {
  const { docs, docScale, featureScale, values, y, cost } = problem;
  const n = docs.length;
  const w = new Float64Array(problem.featureCount);
  let bias = 0;
  const alpha = new Float64Array(n);
  const alphaRest = new Float64Array(n);
  const xTx = new Float64Array(n);
  // x_ij = docScale_i * value_ij * featureScale_j
  const entry = (i: number, j: number, f: number, s: number) =>
    s * (values ? ((values[i] as Float32Array)[j] as number) : 1) * (featureScale ? (featureScale[f] as number) : 1);
  docs.forEach((doc, i) => {
    const s = docScale[i] as number;
    const c = cost[i] as number;
    alpha[i] = Math.min(0.001 * c, 1e-8);
    alphaRest[i] = c - (alpha[i] as number);
    let sq = BIAS_FEATURE * BIAS_FEATURE;
    const step = (y[i] as number) * (alpha[i] as number);
    doc.forEach((f, j) => {
      const v = entry(i, j, f, s);
      sq += v * v;
      w[f] = (w[f] as number) + step * v;
    });
    bias += step * BIAS_FEATURE;
    xTx[i] = sq;
  });
  const order = Array.from({ length: n }, (_, i) => i);
  const random = createRandom(seed);
  let innerEps = 1e-2;
  for (let epoch = 0; epoch < maxEpochs; epoch++) {
    shuffleInPlace(order, random);
    let gMax = 0;
    for (const i of order) {
      const doc = docs[i] as Int32Array;
      const s = docScale[i] as number;
      const yi = y[i] as number;
      const c = cost[i] as number;
      let dot = bias * BIAS_FEATURE;
      for (let j = 0; j < doc.length; j++) dot += (w[doc[j] as number] as number) * entry(i, j, doc[j] as number, s);
      const a = xTx[i] as number;
      const b = yi * dot;
      // Work on whichever of alpha, C - alpha the Newton step moves away from the bound.
      const swap = 0.5 * a * ((alphaRest[i] as number) - (alpha[i] as number)) + b < 0;
      const sign = swap ? -1 : 1;
      const old = swap ? (alphaRest[i] as number) : (alpha[i] as number);
      let z = old;
      if (c - z < 0.5 * c) z = 0.1 * z;
      let gp = a * (z - old) + sign * b + Math.log(z / (c - z));
      gMax = Math.max(gMax, Math.abs(gp));
      for (let inner = 0; inner < 100 && Math.abs(gp) >= innerEps; inner++) {
        const gpp = a + c / (c - z) / z;
        const next = z - gp / gpp;
        z = next <= 0 ? z * 0.1 : next;
        gp = a * (z - old) + sign * b + Math.log(z / (c - z));
      }
      if (swap) {
        alphaRest[i] = z;
        alpha[i] = c - z;
      } else {
        alpha[i] = z;
        alphaRest[i] = c - z;
      }
      const step = sign * (z - old) * yi;
      if (step === 0) continue;
      for (let j = 0; j < doc.length; j++) {
        const f = doc[j] as number;
        w[f] = (w[f] as number) + step * entry(i, j, f, s);
      }
      bias += step * BIAS_FEATURE;
    }
    if (gMax < tolerance) break;
    innerEps = Math.max(1e-8, 0.1 * innerEps);
  }
  if (featureScale) for (let f = 0; f < w.length; f++) w[f] = (w[f] as number) * (featureScale[f] as number);
  return { weights: w, bias: bias * BIAS_FEATURE };
}
