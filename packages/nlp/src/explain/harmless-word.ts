import type { WordContribution } from '@shobdo/contracts';
import { strongestWord } from './deciding-words';
import { HARMLESS_LABEL } from './everyday-words';

/** The word that alone keeps a result harmless, and what the model reads the text as without it. */
export interface HarmlessWordFound {
  word: WordContribution;
  /** The harmful class the text without the word reads as. */
  label: string;
}

/**
 * The word that alone keeps a text harmless (decision 0102): the result is the harmless class, and the text without
 * the word that adds most to it (every occurrence) reads as a harm. `readWithout` gives the class the model reads the
 * text as without a word. A harmful comment wrapped in a kind word ("ভাই তোকে মারব", "ধন্যবাদ", "ইনশাআল্লাহ") is read
 * so.
 */
export function harmlessWordDeciding(
  words: readonly WordContribution[],
  readWithout: (word: WordContribution) => string,
): HarmlessWordFound | undefined {
  const strongest = strongestWord(words);
  if (!strongest) return undefined;
  const label = readWithout(strongest);
  return label === HARMLESS_LABEL ? undefined : { word: strongest, label };
}
