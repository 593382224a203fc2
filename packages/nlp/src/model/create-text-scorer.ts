import { bigramKey, forEachBigram, forEachWordFeature, hasFeatures } from '../features/extract-features';
import { tokenize, type Token } from '../text/tokenize';
import { documentScale } from '../train/encode-dataset';
import type { LinearModelData } from './model-file';
import { createWordFeatureCache } from './word-feature-cache';

/** One scored text: its tokens, the known features of each token and each bigram, and the scores. */
export interface Scored {
  tokens: Token[];
  /** Known within-word feature ids per token (empty for punctuation). */
  tokenIds: (Int32Array | null)[];
  /** Known bigram ids with their left and right token. */
  bigrams: { id: number; left: number; right: number }[];
  /** The distinct known feature ids of the text, and how often each occurs (parallel arrays). */
  ids: Int32Array;
  occurrences: Uint32Array;
  scale: number;
  scores: Float64Array;
}

export interface TextScorer {
  /** Tokens, known features and every class's score (bias included) of a text. */
  score(text: string): Scored;
  /**
   * Each token's exact share of sum_j g_j * (score_j - bias_j): the per-class shares a_j(token) mixed
   * with the weights g (g = the unit vector of class j gives class j's own shares).
   */
  attributeTokens(s: Scored, g: ArrayLike<number>): Float64Array;
}

/** Scores texts with a linear model over word-owned features and splits the scores between tokens. */
export function createTextScorer(data: LinearModelData): TextScorer {
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
    return new Int32Array(ids);
  });

  // Loops over typed arrays are indexed: for-of and TypedArray.from go through iterators, which made
  // about half of a prediction's garbage.

  // Occurrences per feature id while one text is scored or attributed. Every function that fills it
  // empties it again before returning (JavaScript runs them to the end), so it is always all zeros between
  // calls; a typed array is several times cheaper than a Map for the tens of thousands of features of a
  // long text.
  const scratch = new Uint32Array(data.vocab.length);

  /** Counts the features `visit` adds, then copies the counts out and empties the scratch array (even on error). */
  function countFeatures(visit: (add: (f: number) => void) => void): { ids: Int32Array; occurrences: Uint32Array } {
    const distinct: number[] = [];
    try {
      visit((f) => {
        if (scratch[f] === 0) distinct.push(f);
        scratch[f] = (scratch[f] as number) + 1;
      });
      const ids = new Int32Array(distinct);
      const occurrences = new Uint32Array(ids.length);
      for (let i = 0; i < ids.length; i++) occurrences[i] = scratch[ids[i] as number] as number;
      return { ids, occurrences };
    } finally {
      for (const f of distinct) scratch[f] = 0;
    }
  }

  function score(text: string): Scored {
    const tokens = tokenize(text);
    let tokenIds: Scored['tokenIds'] = [];
    const bigrams: Scored['bigrams'] = [];
    const { ids, occurrences } = countFeatures((add) => {
      tokenIds = tokens.map((token) => {
        if (!hasFeatures(token)) return null;
        const wordFeatures = wordIds(token);
        for (let i = 0; i < wordFeatures.length; i++) add(wordFeatures[i] as number);
        return wordFeatures;
      });
      forEachBigram(tokens, meta.features, (left, right) => {
        const id = index.get(bigramKey(tokens[left] as Token, tokens[right] as Token));
        if (id === undefined) return;
        bigrams.push({ id, left, right });
        add(id);
      });
    });
    // Feature value: 1 (binary) or the occurrence count; L2 length normalisation, as in training.
    let sumOfSquares = 0;
    for (const n of occurrences) sumOfSquares += counts ? n * n : 1;
    const scale = documentScale(sumOfSquares);
    const scores = new Float64Array(meta.bias);
    for (let i = 0; i < ids.length; i++) {
      const f = ids[i] as number;
      const x = (counts ? (occurrences[i] as number) : 1) * scale;
      for (let c = 0; c < k; c++) scores[c] = (scores[c] as number) + (weights[f * k + c] as number) * x;
    }
    return { tokens, tokenIds, bigrams, ids, occurrences, scale, scores };
  }

  function attributeTokens(s: Scored, g: ArrayLike<number>): Float64Array {
    // Occurrence counts back into the scratch array for the lookups below, emptied again at the end.
    for (let i = 0; i < s.ids.length; i++) scratch[s.ids[i] as number] = s.occurrences[i] as number;
    try {
      return splitBetweenTokens(s, g);
    } finally {
      for (let i = 0; i < s.ids.length; i++) scratch[s.ids[i] as number] = 0;
    }
  }

  function splitBetweenTokens(s: Scored, g: ArrayLike<number>): Float64Array {
    const perToken = new Float64Array(s.tokens.length);
    // One occurrence's share of feature f: all of it with counts, an equal part of the single 1 if binary.
    const value = (f: number) => {
      let mixed = 0;
      for (let c = 0; c < k; c++) mixed += (weights[f * k + c] as number) * (g[c] as number);
      return mixed * s.scale * (counts ? 1 : 1 / (scratch[f] as number));
    };
    s.tokenIds.forEach((ids, t) => {
      if (!ids) return;
      let sum = 0;
      for (let i = 0; i < ids.length; i++) sum += value(ids[i] as number);
      perToken[t] = sum;
    });
    for (const { id, left, right } of s.bigrams) {
      const half = value(id) / 2;
      perToken[left] = (perToken[left] as number) + half;
      perToken[right] = (perToken[right] as number) + half;
    }
    return perToken;
  }

  return { score, attributeTokens };
}
