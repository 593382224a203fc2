/**
 * Keeps the `maxFeatures` features with the largest weight magnitude over all classes (feature-major
 * weights), dropping the rest: smaller files and faster loading for a negligible loss.
 */
export function pruneFeatures(
  vocab: readonly string[],
  weights: Float32Array,
  labelCount: number,
  maxFeatures: number,
): { vocab: string[]; weights: Float32Array } {
  const strength = Float64Array.from(vocab, (_, f) => {
    let m = 0;
    for (let c = 0; c < labelCount; c++) m = Math.max(m, Math.abs(weights[f * labelCount + c] as number));
    return m;
  });
  const order = vocab.map((_, f) => f).filter((f) => (strength[f] as number) > 0);
  order.sort((a, b) => (strength[b] as number) - (strength[a] as number) || a - b);
  const kept = order.slice(0, maxFeatures).sort((a, b) => a - b);
  const out = new Float32Array(kept.length * labelCount);
  kept.forEach((f, i) => out.set(weights.subarray(f * labelCount, (f + 1) * labelCount), i * labelCount));
  return { vocab: kept.map((f) => vocab[f] as string), weights: out };
}
