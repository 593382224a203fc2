/** Which features a model reads. Every feature belongs to one word (or, for a bigram, to two). */
export interface FeatureConfig {
  /** 1: word unigrams only; 2: unigrams and bigrams. */
  wordNgrams: 1 | 2;
  /** Character n-grams inside a word, with the word's boundaries marked; charMax 0 disables them. */
  charMin: number;
  charMax: number;
  /** Also add the word and its char n-grams in a spelling-folded form (see fold-spelling.ts). */
  spellingFold?: boolean;
  /** Feature values are occurrence counts instead of binary presence. */
  counts?: boolean;
  /**
   * Also add a shape feature (family s) to a word whose form matters more than its letters: a phone
   * number, a long number (a price), a piece of a web address (shape-features.ts). Absent in files made
   * before shapes existed, which read as false.
   */
  shapes?: boolean;
  /** Also add a feature (family t) for a violent verb in a future form or a threat auxiliary. */
  threatForms?: boolean;
}

export const DEFAULT_FEATURES: FeatureConfig = { wordNgrams: 2, charMin: 1, charMax: 5 };

/** The char n-gram lengths a config reads, as forEachCharGram walks them (none when charMax is 0). */
function charGramLengths(config: FeatureConfig): [number, number] | null {
  const min = Math.max(config.charMin, 1);
  return config.charMax >= min ? [min, config.charMax] : null;
}

/**
 * Whether every feature `part` extracts from a text is also extracted by `whole`, with the same value: a model
 * trained on `part` can then be read with `whole` (its weights on the other features are 0), so two such models can
 * be averaged into one (train/average-models.ts).
 */
export function isFeaturePart(part: FeatureConfig, whole: FeatureConfig): boolean {
  const partChars = charGramLengths(part);
  const wholeChars = charGramLengths(whole);
  const charsInside = !partChars || (!!wholeChars && partChars[0] >= wholeChars[0] && partChars[1] <= wholeChars[1]);
  const flagInside = (flag: 'spellingFold' | 'shapes' | 'threatForms') => !part[flag] || whole[flag] === true;
  return (
    part.wordNgrams <= whole.wordNgrams &&
    charsInside &&
    flagInside('spellingFold') &&
    flagInside('shapes') &&
    flagInside('threatForms') &&
    (part.counts ?? false) === (whole.counts ?? false)
  );
}
