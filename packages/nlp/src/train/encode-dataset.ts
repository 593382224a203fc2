import { tokenize } from '../text/tokenize';
import { extractFeatureSet } from '../features/extract-features';
import type { FeatureConfig } from '../features/feature-config';

/** Texts as sorted arrays of feature ids over a fixed vocabulary (binary bag of features). */
export interface EncodedDataset {
  docs: Int32Array[];
  /** Document scale 1/sqrt(number of known features): length-normalises the binary vector. */
  scale: Float64Array;
}

export function extractKeySets(texts: readonly string[], config: FeatureConfig): Set<string>[] {
  return texts.map((t) => extractFeatureSet(tokenize(t), config));
}

/** Features seen in at least `minDf` documents, in a deterministic order (first appearance). */
export function buildVocabulary(keySets: readonly Set<string>[], minDf: number): string[] {
  const df = new Map<string, number>();
  for (const keys of keySets) for (const k of keys) df.set(k, (df.get(k) ?? 0) + 1);
  const vocab: string[] = [];
  for (const [k, n] of df) if (n >= minDf) vocab.push(k);
  return vocab;
}

export function documentScale(featureCount: number): number {
  return featureCount > 0 ? 1 / Math.sqrt(featureCount) : 0;
}

export function encodeKeySets(keySets: readonly Set<string>[], index: ReadonlyMap<string, number>): EncodedDataset {
  const docs = keySets.map((keys) => {
    const ids: number[] = [];
    for (const k of keys) {
      const id = index.get(k);
      if (id !== undefined) ids.push(id);
    }
    return Int32Array.from(ids).sort();
  });
  return { docs, scale: Float64Array.from(docs, (d) => documentScale(d.length)) };
}

export function indexVocabulary(vocab: readonly string[]): Map<string, number> {
  return new Map(vocab.map((k, i) => [k, i]));
}
