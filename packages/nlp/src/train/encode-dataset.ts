import { tokenize } from '../text/tokenize';
import { extractFeatures } from '../features/extract-features';
import type { FeatureConfig } from '../features/feature-config';
import { documentScale } from '../features/document-scale';

/**
 * Texts as sorted arrays of feature ids over a fixed vocabulary, with each feature's value: 1 (binary
 * presence) or its number of occurrences (when the features are counts).
 */
export interface EncodedDataset {
  docs: Int32Array[];
  /** Per document, the value of each listed feature; null when all are 1 (binary features). */
  values: Float32Array[] | null;
  /** Document scale 1/|x|: L2 length normalisation of the (binary or count) vector. */
  scale: Float64Array;
}

/** Feature keys of each text with their occurrence counts (a bigram occurrence counts once). */
export function extractKeyCounts(texts: readonly string[], config: FeatureConfig): Map<string, number>[] {
  return texts.map((t) => {
    const occ = extractFeatures(tokenize(t), config);
    const counts = new Map<string, number>();
    occ.keys.forEach((k, i) => counts.set(k, (counts.get(k) ?? 0) + (occ.share[i] as number)));
    return counts;
  });
}

/** Features seen in at least `minDf` documents, in a deterministic order (first appearance). */
export function buildVocabulary(keyCounts: readonly Map<string, number>[], minDf: number): string[] {
  const df = new Map<string, number>();
  for (const keys of keyCounts) for (const k of keys.keys()) df.set(k, (df.get(k) ?? 0) + 1);
  const vocab: string[] = [];
  for (const [k, n] of df) if (n >= minDf) vocab.push(k);
  return vocab;
}

export function encodeKeyCounts(
  keyCounts: readonly Map<string, number>[],
  index: ReadonlyMap<string, number>,
  useCounts: boolean,
): EncodedDataset {
  const docs: Int32Array[] = [];
  const values: Float32Array[] = [];
  const scale = new Float64Array(keyCounts.length);
  keyCounts.forEach((counts, d) => {
    const pairs: [number, number][] = [];
    for (const [k, n] of counts) {
      const id = index.get(k);
      if (id !== undefined) pairs.push([id, useCounts ? n : 1]);
    }
    pairs.sort((a, b) => a[0] - b[0]);
    docs.push(Int32Array.from(pairs, (p) => p[0]));
    values.push(Float32Array.from(pairs, (p) => p[1]));
    scale[d] = documentScale(pairs.reduce((sum, p) => sum + p[1] * p[1], 0));
  });
  return { docs, values: useCounts ? values : null, scale };
}

export function indexVocabulary(vocab: readonly string[]): Map<string, number> {
  return new Map(vocab.map((k, i) => [k, i]));
}
