/**
 * Naive-Bayes log-count ratios of Wang & Manning (2012) for one class against the rest, over binary
 * features: r = log((p/|p|1) / (q/|q|1)) with p, q = alpha + feature counts in positive, negative docs.
 */
export function computeNbRatios(
  docs: readonly Int32Array[],
  positive: readonly boolean[],
  featureCount: number,
  alpha = 1,
): Float32Array {
  const p = new Float64Array(featureCount).fill(alpha);
  const q = new Float64Array(featureCount).fill(alpha);
  docs.forEach((doc, i) => {
    const target = positive[i] ? p : q;
    for (const f of doc) target[f] = (target[f] as number) + 1;
  });
  let pSum = 0;
  let qSum = 0;
  for (let f = 0; f < featureCount; f++) {
    pSum += p[f] as number;
    qSum += q[f] as number;
  }
  const r = new Float32Array(featureCount);
  for (let f = 0; f < featureCount; f++) r[f] = Math.log((p[f] as number) / pSum / ((q[f] as number) / qSum));
  return r;
}
