import type { ModelInfo } from '@shobdo/contracts';
import { bigramKey, forEachBigram, forEachWordFeature, hasFeatures } from '../features/extract-features';
import { tokenize, type Token } from '../text/tokenize';
import { attributeWords } from '../explain/attribute-words';
import { documentScale } from '../train/encode-dataset';
import type { LinearModelData } from './model-file';
import { softmax } from './softmax';
import type { Prediction, TextModel } from './types';
import { createWordFeatureCache } from './word-feature-cache';

/** One scored text: its tokens, the known features of each token and each bigram, and the scores. */
interface Scored {
  tokens: Token[];
  /** Known within-word feature ids per token (empty for punctuation). */
  tokenIds: (Int32Array | null)[];
  /** Known bigram ids with their left and right token. */
  bigrams: { id: number; left: number; right: number }[];
  /** Per distinct feature id: total share of its occurrences (an equal split among them). */
  totals: Map<number, number>;
  scale: number;
  scores: Float64Array;
}

/** A linear model over word-owned features: exact, additive explanations. */
export function createLinearTextModel(data: LinearModelData, info: ModelInfo): TextModel {
  const { meta, weights } = data;
  const k = meta.labels.length;
  const counts = meta.features.counts === true;
  // Keys are kept whole (no per-key slicing at load: loading allocates as little as possible).
  const index = new Map<string, number>();
  data.vocab.forEach((key, f) => index.set(key, f));
  // Within-word features depend on the word alone: computed once per distinct word, then reused.
  const wordIds = createWordFeatureCache((token) => {
    const ids: number[] = [];
    forEachWordFeature(token, meta.features, (family, body) => {
      const f = index.get(`${family} ${body}`);
      if (f !== undefined) ids.push(f);
    });
    return Int32Array.from(ids);
  });

  function score(text: string): Scored {
    const tokens = tokenize(text);
    const totals = new Map<number, number>();
    const add = (f: number, share: number) => {
      const t = totals.get(f);
      totals.set(f, t === undefined ? share : t + share);
    };
    const tokenIds = tokens.map((token) => {
      if (!hasFeatures(token)) return null;
      const ids = wordIds(token);
      for (const f of ids) add(f, 1);
      return ids;
    });
    const bigrams: Scored['bigrams'] = [];
    forEachBigram(tokens, meta.features, (left, right) => {
      const id = index.get(bigramKey(tokens[left] as Token, tokens[right] as Token));
      if (id === undefined) return;
      bigrams.push({ id, left, right });
      add(id, 1);
    });
    // Feature value: 1 (binary) or the occurrence count; L2 length normalisation, as in training.
    let sumOfSquares = 0;
    for (const n of totals.values()) sumOfSquares += counts ? n * n : 1;
    const scale = documentScale(sumOfSquares);
    const scores = Float64Array.from(meta.bias);
    for (const [f, n] of totals) {
      const x = (counts ? n : 1) * scale;
      for (let c = 0; c < k; c++) scores[c] = (scores[c] as number) + (weights[f * k + c] as number) * x;
    }
    return { tokens, tokenIds, bigrams, totals, scale, scores };
  }

  function argmax(values: Float64Array): number {
    let best = 0;
    for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[best] as number)) best = i;
    return best;
  }

  /** Each token's exact share of class c's score (less the bias). */
  function attributeTokens(s: Scored, c: number): Float64Array {
    const perToken = new Float64Array(s.tokens.length);
    // One occurrence's share of feature f: all of it with counts, an equal part of the single 1 if binary.
    const value = (f: number) => (weights[f * k + c] as number) * s.scale * (counts ? 1 : 1 / (s.totals.get(f) as number));
    s.tokenIds.forEach((ids, t) => {
      if (!ids) return;
      let sum = 0;
      for (const f of ids) sum += value(f);
      perToken[t] = sum;
    });
    for (const { id, left, right } of s.bigrams) {
      const half = value(id) / 2;
      perToken[left] = (perToken[left] as number) + half;
      perToken[right] = (perToken[right] as number) + half;
    }
    return perToken;
  }

  return {
    info,
    labels: meta.labels,
    probabilities(text) {
      return softmax(score(text).scores, meta.temperature);
    },
    predict(text): Prediction {
      const s = score(text);
      const best = argmax(s.scores);
      const words = attributeWords(s.tokens, attributeTokens(s, best), hasFeatures);
      const bias = meta.bias[best] as number;
      // The score is re-summed from the listed contributions so that the identity holds to the last bit.
      const scoreValue = words.reduce((sum, w) => sum + w.contribution, 0) + bias;
      const probs = softmax(s.scores, meta.temperature);
      const classProbabilities = meta.labels
        .map((label, c) => ({ label, confidence: (probs[c] as number) * 100 }))
        .sort((a, b) => b.confidence - a.confidence);
      return {
        prediction: meta.labels[best] as string,
        confidence: (probs[best] as number) * 100,
        class_probabilities: classProbabilities,
        word_contributions: words,
        score: scoreValue,
        bias,
      };
    },
  };
}
