import {
  bigramBody,
  forEachBigram,
  forEachCharGram,
  forEachWordPart,
  hasFeatures,
  toFeatureWord,
} from '../features/extract-features';
import { createFeatureIndex } from './feature-index';
import { tokenize, type Token } from '../text/tokenize';
import { normalizeToken } from '../text/normalize-text';
import { documentScale } from '../features/document-scale';
import type { LinearModelData, PackedModelData } from './model-file';
import { packVocabulary } from './packed-vocabulary';
import { createWordCache } from './word-cache';

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
   * Every class's score of a scored text with the tokens `dropped` (their indexes) taken out: what `score` gives the
   * text with each of those tokens replaced by a space (to the last digits of rounding), counting again only the
   * features those tokens change, without reading the text again (decision 0102).
   */
  scoresWithout(s: Scored, dropped: ReadonlySet<number>): Float64Array;
  /**
   * Each token's exact share of sum_j g_j * (score_j - bias_j): the per-class shares a_j(token) mixed
   * with the weights g (g = the unit vector of class j gives class j's own shares).
   */
  attributeTokens(s: Scored, g: ArrayLike<number>): Float64Array;
  /** Whether the model has a weight for the word itself (its unigram), not only for its letters. */
  knowsWord(word: string): boolean;
  /**
   * How much the model says about a word read alone: how far its features move the class scores from the
   * bias (Euclidean length over the classes). Kept per word: callers ask only about words the model knows
   * (dialect forms and their standard forms, text/fold-dialect.ts), so what is kept is bounded by the vocabulary.
   */
  wordEvidence(word: string): number;
}

/** Letters and marks alone: the tokeniser reads such a word as one token, normalised (text/tokenize.ts). */
const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;
/** How many words' answers knowsWord keeps at most (a few hundred kilobytes a model). */
const KNOWN_WORDS_KEPT = 20_000;

/** Scores texts with a linear model over word-owned features and splits the scores between tokens. */
export function createTextScorer(data: LinearModelData | PackedModelData): TextScorer {
  const { meta, weights } = data;
  const k = meta.labels.length;
  const counts = meta.features.counts === true;
  const vocab = Array.isArray(data.vocab) ? packVocabulary(data.vocab) : data.vocab;
  const index = createFeatureIndex(vocab);
  // Within-word features depend on the word alone: computed once per distinct word, then reused.
  const wordIds = createWordCache((token) => {
    const ids: number[] = [];
    const add = (f: number) => {
      if (f >= 0) ids.push(f);
    };
    forEachWordPart(token, meta.features, {
      whole: (family, body) => add(index.find(family, body, 0, body.length)),
      charGrams: (family, marked) =>
        forEachCharGram(marked, meta.features, (start, end) => add(index.find(family, marked, start, end))),
    });
    return new Int32Array(ids);
  });

  // Loops over typed arrays are indexed: for-of and TypedArray.from go through iterators, which made
  // about half of a prediction's garbage.

  // Occurrences per feature id while one text is scored or attributed. Every function that fills it
  // empties it again before returning (JavaScript runs them to the end), so it is always all zeros between
  // calls; a typed array is several times cheaper than a Map for the tens of thousands of features of a
  // long text.
  const scratch = new Uint32Array(vocab.size);

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
        const body = bigramBody(tokens[left] as Token, tokens[right] as Token);
        const id = index.find('b', body, 0, body.length);
        if (id < 0) return;
        bigrams.push({ id, left, right });
        add(id);
      });
    });
    const { scale, scores } = scoresOf(ids, occurrences);
    return { tokens, tokenIds, bigrams, ids, occurrences, scale, scores };
  }

  /** Every class's score (bias included) of a text's distinct known features and their occurrences. */
  function scoresOf(ids: Int32Array, occurrences: Uint32Array): { scale: number; scores: Float64Array } {
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
    return { scale, scores };
  }

  // Each changed feature's count before scoresWithout changed it, plus one (0: not changed yet); emptied like scratch.
  const countBefore = new Uint32Array(vocab.size);

  function scoresWithout(s: Scored, dropped: ReadonlySet<number>): Float64Array {
    // The text's counts are loaded into the scratch array, and only the features of the dropped tokens, of the pairs
    // they formed and of the pairs that close their gaps are counted again: a pair of kept tokens that stood side by
    // side is the same feature as before.
    const changed: number[] = [];
    const change = (f: number, by: number) => {
      if (countBefore[f] === 0) {
        countBefore[f] = (scratch[f] as number) + 1;
        changed.push(f);
      }
      scratch[f] = (scratch[f] as number) + by;
    };
    for (let i = 0; i < s.ids.length; i++) scratch[s.ids[i] as number] = s.occurrences[i] as number;
    try {
      let previous = -1;
      let previousKept = -1;
      for (let t = 0; t < s.tokens.length; t++) {
        const token = s.tokens[t] as Token;
        if (dropped.has(t)) {
          const wordFeatures = s.tokenIds[t];
          if (wordFeatures) for (let i = 0; i < wordFeatures.length; i++) change(wordFeatures[i] as number, -1);
          continue;
        }
        previous = previousKept;
        previousKept = hasFeatures(token) ? t : -1;
        // A pair of kept tokens with dropped tokens between them closes the gap (the pairs as forEachBigram forms them:
        // word tokens next to each other, any other token ending a run).
        if (meta.features.wordNgrams === 2 && previous >= 0 && previousKept >= 0 && previous !== t - 1) {
          const body = bigramBody(s.tokens[previous] as Token, token);
          const id = index.find('b', body, 0, body.length);
          if (id >= 0) change(id, 1);
        }
      }
      for (const { id, left, right } of s.bigrams) if (dropped.has(left) || dropped.has(right)) change(id, -1);
      // The changed features' values before and after, and the new length normalisation.
      let sumOfSquares = 0;
      for (const n of s.occurrences) sumOfSquares += counts ? n * n : 1;
      const value = (n: number) => (counts ? n : n > 0 ? 1 : 0);
      const raw = new Float64Array(k);
      for (let c = 0; c < k; c++) raw[c] = ((s.scores[c] as number) - (meta.bias[c] as number)) / (s.scale || 1);
      for (const f of changed) {
        const was = value((countBefore[f] as number) - 1);
        const now = value(scratch[f] as number);
        sumOfSquares += now * now - was * was;
        for (let c = 0; c < k; c++) raw[c] = (raw[c] as number) + (weights[f * k + c] as number) * (now - was);
      }
      const scale = documentScale(sumOfSquares);
      const scores = new Float64Array(meta.bias);
      for (let c = 0; c < k; c++) scores[c] = (scores[c] as number) + (raw[c] as number) * scale;
      return scores;
    } finally {
      for (let i = 0; i < s.ids.length; i++) scratch[s.ids[i] as number] = 0;
      for (const f of changed) {
        scratch[f] = 0;
        countBefore[f] = 0;
      }
    }
  }

  // Each known feature's mixed weight sum_c w[f][c] * g[c] while one text is attributed; emptied like scratch.
  const mixedScratch = new Float64Array(vocab.size);

  function attributeTokens(s: Scored, g: ArrayLike<number>): Float64Array {
    // One occurrence's share of feature f: all of it with counts, an equal part of the single 1 if binary.
    for (let i = 0; i < s.ids.length; i++) {
      const f = s.ids[i] as number;
      let mixed = 0;
      for (let c = 0; c < k; c++) mixed += (weights[f * k + c] as number) * (g[c] as number);
      mixedScratch[f] = mixed * s.scale * (counts ? 1 : 1 / (s.occurrences[i] as number));
    }
    try {
      return splitBetweenTokens(s);
    } finally {
      for (let i = 0; i < s.ids.length; i++) mixedScratch[s.ids[i] as number] = 0;
    }
  }

  function splitBetweenTokens(s: Scored): Float64Array {
    const perToken = new Float64Array(s.tokens.length);
    // Tokens of the same word share one feature-id array (the word cache returns it): summed once.
    const wordSums = new Map<Int32Array, number>();
    s.tokenIds.forEach((ids, t) => {
      if (!ids) return;
      let sum = wordSums.get(ids);
      if (sum === undefined) {
        sum = 0;
        for (let i = 0; i < ids.length; i++) sum += mixedScratch[ids[i] as number] as number;
        wordSums.set(ids, sum);
      }
      perToken[t] = sum;
    });
    for (const { id, left, right } of s.bigrams) {
      const half = (mixedScratch[id] as number) / 2;
      perToken[left] = (perToken[left] as number) + half;
      perToken[right] = (perToken[right] as number) + half;
    }
    return perToken;
  }

  // What knowsWord answered, kept per word: the dialect fold and the transliteration's alternative spellings ask
  // about the same words again and again. Cleared when full, so what is kept stays bounded whatever is asked.
  const knownWords = new Map<string, boolean>();
  function knowsWord(word: string): boolean {
    let known = knownWords.get(word);
    if (known === undefined) {
      // A word of letters alone (the transliteration's spellings are such words) is one token: only its
      // normalisation is needed, as the tokeniser does it.
      const normalized = LETTERS_ONLY.test(word) ? normalizeToken(word).toLowerCase() : tokenize(word)[0]?.normalized;
      const body = normalized === undefined ? '' : toFeatureWord(normalized);
      known = normalized !== undefined && index.find('w', body, 0, body.length) >= 0;
      if (knownWords.size >= KNOWN_WORDS_KEPT) knownWords.clear();
      knownWords.set(word, known);
    }
    return known;
  }

  const evidence = new Map<string, number>();
  function wordEvidence(word: string): number {
    let value = evidence.get(word);
    if (value === undefined) {
      const { scores } = score(word);
      let sumOfSquares = 0;
      for (let c = 0; c < k; c++) sumOfSquares += ((scores[c] as number) - (meta.bias[c] as number)) ** 2;
      value = Math.sqrt(sumOfSquares);
      evidence.set(word, value);
    }
    return value;
  }

  return { score, scoresWithout, attributeTokens, knowsWord, wordEvidence };
}
