import type { Token } from '../text/tokenize';
import type { FeatureConfig } from './feature-config';
import { foldSpelling } from '../text/fold-spelling';
import { threatForm, wordShape } from './shape-features';

/**
 * One occurrence of a feature and the share of it that belongs to a token. A bigram occurrence is
 * listed twice, half for each of its words, so that explanations stay exactly additive.
 */
export interface FeatureOccurrences {
  keys: string[];
  tokenIndex: number[];
  share: number[];
}

const BENGALI_DIGIT_ZERO = 0x09e6;

/** The form of a token that features are built from: ১২ and 12 are the same number to the model. */
export function toFeatureWord(normalized: string): string {
  return normalized.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - BENGALI_DIGIT_ZERO));
}

/** Punctuation carries no features (and is not explained); words, numbers and emoji do. */
export function hasFeatures(token: Token): boolean {
  return token.kind !== 'punct';
}

/** The word with its boundaries marked: char n-grams are taken from this form. */
export function markWord(word: string): string {
  return `<${word}>`;
}

/** The char n-grams of a marked word in feature order: by length n (charMin to charMax), then position. */
export function forEachCharGram(
  marked: string,
  config: FeatureConfig,
  visit: (start: number, end: number) => void,
): void {
  for (let n = Math.max(config.charMin, 1); n <= config.charMax; n++) {
    for (let i = 0; i + n <= marked.length; i++) visit(i, i + n);
  }
}

/** What one word's features are made of: whole forms (`${family} ${body}`) and char n-gram families. */
export interface WordFeatureParts {
  whole(family: string, body: string): void;
  /** Every char n-gram of the marked word, each as feature `${family} ${gram}`. */
  charGrams(family: string, marked: string): void;
}

/**
 * The parts of the features that belong to one word alone. Families: w word, c char n-gram, f/g
 * spelling-folded word/char n-gram.
 */
export function forEachWordPart(token: Token, config: FeatureConfig, parts: WordFeatureParts): void {
  const word = toFeatureWord(token.normalized);
  parts.whole('w', word);
  const spelled = token.kind === 'bengali' || token.kind === 'latin';
  if (config.charMax > 0 && spelled) parts.charGrams('c', markWord(word));
  if (config.shapes) {
    const shape = wordShape(word, token.kind);
    if (shape) parts.whole('s', shape);
  }
  if (config.threatForms && token.kind === 'bengali') {
    const form = threatForm(word);
    if (form) parts.whole('t', form);
  }
  if (config.spellingFold && token.kind === 'bengali') {
    const folded = foldSpelling(word);
    parts.whole('f', folded);
    parts.charGrams('g', markWord(folded));
  }
}

/**
 * Visits the features that belong to one word alone, as (family, body) pairs: the feature key is
 * `${family} ${body}`. Repeats are visited again (a char n-gram twice in the word).
 */
export function forEachWordFeature(
  token: Token,
  config: FeatureConfig,
  visit: (family: string, body: string) => void,
): void {
  forEachWordPart(token, config, {
    whole: visit,
    charGrams: (family, marked) =>
      forEachCharGram(marked, config, (start, end) => visit(family, marked.slice(start, end))),
  });
}

export function wordFeatureKeys(token: Token, config: FeatureConfig): string[] {
  const out: string[] = [];
  forEachWordFeature(token, config, (family, body) => out.push(`${family} ${body}`));
  return out;
}

/** A bigram feature is family `b` with body `left right`. */
export function bigramBody(left: Token, right: Token): string {
  return `${toFeatureWord(left.normalized)} ${toFeatureWord(right.normalized)}`;
}

export function bigramKey(left: Token, right: Token): string {
  return `b ${bigramBody(left, right)}`;
}

/**
 * Visits adjacent feature-bearing token pairs (punctuation breaks a pair) when the config has bigrams.
 */
export function forEachBigram(
  tokens: readonly Token[],
  config: FeatureConfig,
  visit: (left: number, right: number) => void,
): void {
  if (config.wordNgrams !== 2) return;
  let previous = -1;
  tokens.forEach((token, index) => {
    if (!hasFeatures(token)) {
      previous = -1;
      return;
    }
    if (previous >= 0) visit(previous, index);
    previous = index;
  });
}

/** All feature occurrences of a tokenised text, each attributed to the token(s) it came from. */
export function extractFeatures(tokens: readonly Token[], config: FeatureConfig): FeatureOccurrences {
  const out: FeatureOccurrences = { keys: [], tokenIndex: [], share: [] };
  const push = (key: string, index: number, share: number): void => {
    out.keys.push(key);
    out.tokenIndex.push(index);
    out.share.push(share);
  };
  tokens.forEach((token, index) => {
    if (hasFeatures(token)) for (const key of wordFeatureKeys(token, config)) push(key, index, 1);
  });
  forEachBigram(tokens, config, (left, right) => {
    const key = bigramKey(tokens[left] as Token, tokens[right] as Token);
    push(key, left, 0.5);
    push(key, right, 0.5);
  });
  return out;
}

/** The distinct feature keys of a text, for training (features are binary: present or not). */
export function extractFeatureSet(tokens: readonly Token[], config: FeatureConfig): Set<string> {
  return new Set(extractFeatures(tokens, config).keys);
}
