/** Which features a model reads. Every feature belongs to one word (or, for a bigram, to two). */
export interface FeatureConfig {
  /** 1: word unigrams only; 2: unigrams and bigrams. */
  wordNgrams: 1 | 2;
  /** Character n-grams inside a word, with the word's boundaries marked; charMax 0 disables them. */
  charMin: number;
  charMax: number;
}

export const DEFAULT_FEATURES: FeatureConfig = { wordNgrams: 2, charMin: 1, charMax: 5 };
