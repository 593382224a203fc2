import type { Token } from '../text/tokenize';
import type { FeatureConfig } from './feature-config';
import { foldSpelling } from '../text/fold-spelling';

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

// ১২ and 12 are the same number to the model.
function foldDigits(word: string): string {
  return word.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - BENGALI_DIGIT_ZERO));
}

function hasFeatures(token: Token): boolean {
  return token.kind !== 'punct';
}

function hasCharGrams(token: Token): boolean {
  return token.kind === 'bengali' || token.kind === 'latin';
}

function pushCharGrams(
  prefix: string,
  word: string,
  index: number,
  config: FeatureConfig,
  push: (key: string, index: number, share: number) => void,
): void {
  const marked = `<${word}>`;
  for (let n = Math.max(config.charMin, 1); n <= config.charMax; n++) {
    for (let i = 0; i + n <= marked.length; i++) push(`${prefix} ${marked.slice(i, i + n)}`, index, 1);
  }
}

// Only the windows that contain the space: the rest are within-word n-grams already.
function pushCrossGrams(
  left: string,
  right: string,
  leftIndex: number,
  rightIndex: number,
  charMax: number,
  push: (key: string, index: number, share: number) => void,
): void {
  const joined = `${left} ${right}`;
  const space = left.length;
  for (let n = 3; n <= charMax; n++) {
    for (let i = Math.max(0, space - n + 1); i <= space && i + n <= joined.length; i++) {
      const key = `x ${joined.slice(i, i + n)}`;
      push(key, leftIndex, 0.5);
      push(key, rightIndex, 0.5);
    }
  }
}

/** All feature occurrences of a tokenised text, each attributed to the token(s) it came from. */
export function extractFeatures(tokens: readonly Token[], config: FeatureConfig): FeatureOccurrences {
  const out: FeatureOccurrences = { keys: [], tokenIndex: [], share: [] };
  const push = (key: string, index: number, share: number): void => {
    out.keys.push(key);
    out.tokenIndex.push(index);
    out.share.push(share);
  };
  let previous = -1;
  let previousWord = '';
  tokens.forEach((token, index) => {
    if (!hasFeatures(token)) {
      previous = -1; // punctuation breaks a bigram
      return;
    }
    const word = foldDigits(token.normalized);
    push(`w ${word}`, index, 1);
    if (config.wordNgrams === 2 && previous >= 0) {
      const key = `b ${previousWord} ${word}`;
      push(key, previous, 0.5);
      push(key, index, 0.5);
    }
    if (config.crossChars && previous >= 0) pushCrossGrams(previousWord, word, previous, index, config.charMax, push);
    previous = index;
    previousWord = word;
    if (config.charMax > 0 && hasCharGrams(token)) pushCharGrams('c', word, index, config, push);
    if (config.spellingFold && token.kind === 'bengali') {
      const folded = foldSpelling(word);
      push(`f ${folded}`, index, 1);
      pushCharGrams('g', folded, index, config, push);
    }
  });
  return out;
}

/** The distinct feature keys of a text, for training (features are binary: present or not). */
export function extractFeatureSet(tokens: readonly Token[], config: FeatureConfig): Set<string> {
  return new Set(extractFeatures(tokens, config).keys);
}
