import type { WordContribution } from '@shobdo/contracts';

/**
 * The words of one kind that alone make a harmful result (decisions 0081, 0094): the word that adds most to the
 * predicted class is of the kind (`isOfKind`), and the text without the words taken (`strongest`: that word alone, every
 * occurrence; `all`: every word of the kind, in the list's order) reads as harmless (`readsHarmless`). `words` are the
 * prediction's words with spans in `text`, the text the model scored.
 */
export function wordsDeciding(
  words: readonly WordContribution[],
  text: string,
  readsHarmless: (text: string) => boolean,
  isOfKind: (word: string) => boolean,
  taken: 'strongest' | 'all',
): WordContribution[] | undefined {
  const strongest = strongestWord(words);
  if (!strongest || !isOfKind(strongest.word)) return undefined;
  const deciding = taken === 'strongest' ? [strongest] : words.filter((w) => isOfKind(w.word));
  return readsHarmless(textWithout(text, deciding)) ? deciding : undefined;
}

/** The word that adds most to the predicted class, if any word adds to it. */
export function strongestWord(words: readonly WordContribution[]): WordContribution | undefined {
  let strongest: WordContribution | undefined;
  for (const w of words)
    if (w.contribution > 0 && (!strongest || w.contribution > strongest.contribution)) strongest = w;
  return strongest;
}

/** `text` with every span of `words` replaced by a space, the rest kept as it was. */
function textWithout(text: string, words: readonly WordContribution[]): string {
  let without = text;
  for (const span of words.flatMap((w) => w.spans).sort((a, b) => b.start - a.start)) {
    without = `${without.slice(0, span.start)} ${without.slice(span.end)}`;
  }
  return without;
}
