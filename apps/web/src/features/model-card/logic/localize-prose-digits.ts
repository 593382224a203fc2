import type { Language } from '@shobdo/contracts';
import { localizeDigits } from '@/lib/format';

// A word of running text: letters, digits and the joiners found inside names and numbers
// (shobdo-v2, U+09BC, arXiv:2102.02478, 0.8466, 2026-11-22, +5).
const WORD = /[\p{L}\p{M}\p{N}_+\-.:/]+/gu;
const LATIN_LETTER = /[A-Za-z]/;

/**
 * The digits of the model card's prose in the UI language's digits (docs/product/decisions.md: Bengali digits in
 * Bengali mode). A word with a Latin letter in it is a name, not a number (shobdo-v2, macro-F1, int16,
 * sha256, arXiv:2102.02478, DOI 10.17632/9xjx8twk8p.1) and keeps its digits, so ids and references
 * stay exactly as written. Code is never passed here: commands and settings stay copyable.
 */
export function localizeProseDigits(text: string, language: Language | string): string {
  if (language !== 'bn') return text;
  return text.replace(WORD, (word) => (LATIN_LETTER.test(word) ? word : localizeDigits(word, language)));
}
