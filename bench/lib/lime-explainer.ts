import { createRandom } from '../../packages/nlp/src/train/seeded-random';

/**
 * A LIME-style text explainer (Ribeiro et al. 2016, lime_text defaults): perturb by dropping random
 * subsets of the distinct words, weight each sample by an exponential kernel on cosine distance
 * (width 25 on distance x 100), fit a weighted ridge regression (alpha 1) of the class probability on
 * the word-presence mask. The coefficients are the words' weights.
 */
export function explainWithLime(
  words: readonly string[],
  probabilityWithout: (removed: ReadonlySet<number>) => number,
  samples: number,
  seed: number,
): number[] {
  const d = words.length;
  const random = createRandom(seed);
  const masks: number[][] = [new Array<number>(d).fill(1)];
  const targets: number[] = [probabilityWithout(new Set())];
  for (let s = 1; s < samples; s++) {
    const removeCount = 1 + Math.floor(random() * d);
    const order = words.map((_, i) => i).sort(() => random() - 0.5);
    const removed = new Set(order.slice(0, Math.min(removeCount, d)));
    masks.push(words.map((_, i) => (removed.has(i) ? 0 : 1)));
    targets.push(probabilityWithout(removed));
  }
  const weights = masks.map((m) => {
    const kept = m.reduce((a, b) => a + b, 0);
    const cosine = kept === 0 ? 0 : kept / Math.sqrt(kept * d);
    const distance = (1 - cosine) * 100;
    return Math.sqrt(Math.exp(-(distance * distance) / (25 * 25)));
  });
  return solveWeightedRidge(masks, targets, weights, 1);
}

/** Weighted ridge with an unpenalised intercept, via the normal equations and Gaussian elimination. */
function solveWeightedRidge(x: number[][], y: number[], w: number[], alpha: number): number[] {
  const d = (x[0]?.length ?? 0) + 1;
  const a = Array.from({ length: d }, () => new Array<number>(d + 1).fill(0));
  x.forEach((row, i) => {
    const xi = [1, ...row];
    const wi = w[i] as number;
    for (let r = 0; r < d; r++) {
      const ar = a[r] as number[];
      for (let c = 0; c < d; c++) ar[c] = (ar[c] as number) + wi * (xi[r] as number) * (xi[c] as number);
      ar[d] = (ar[d] as number) + wi * (xi[r] as number) * (y[i] as number);
    }
  });
  for (let r = 1; r < d; r++) (a[r] as number[])[r] = ((a[r] as number[])[r] as number) + alpha;
  for (let col = 0; col < d; col++) {
    let pivot = col;
    for (let r = col + 1; r < d; r++)
      if (Math.abs((a[r] as number[])[col] as number) > Math.abs((a[pivot] as number[])[col] as number)) pivot = r;
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const p = a[col] as number[];
    const pv = p[col] as number;
    if (Math.abs(pv) < 1e-12) continue;
    for (let r = 0; r < d; r++) {
      if (r === col) continue;
      const row = a[r] as number[];
      const factor = (row[col] as number) / pv;
      if (factor !== 0) for (let c = col; c <= d; c++) row[c] = (row[c] as number) - factor * (p[c] as number);
    }
  }
  return Array.from({ length: d - 1 }, (_, i) => {
    const row = a[i + 1] as number[];
    const pv = row[i + 1] as number;
    return Math.abs(pv) < 1e-12 ? 0 : (row[d] as number) / pv;
  });
}
