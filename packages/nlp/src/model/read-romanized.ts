import type { WordContribution } from '@shobdo/contracts';
import type { ModelReads } from '../explain/warnings';
import { detectInputScript } from '../text/detect-language';
import { normalizeToken } from '../text/normalize-text';
import { foldDialect, type FoldGate } from '../text/fold-dialect';
import { chainRewrites, type Rewritten } from '../text/rewrite-words';
import { transliterateText } from '../text/transliterate';

/** What every model of a Bengali task reads (decision 0054): Bengali script, and romanized Bangla through the transliteration. */
export const BENGALI_TASK_READS: ModelReads = ['bengali', 'romanized'];

/**
 * The transliteration a model reads a text through, or undefined when it reads the text as typed. Only a
 * text that as a whole is romanized Bangla is transliterated: Bengali-script text with a few Latin words
 * ("ভাই so sad") keeps them, as the models were trained on such comments, and English is not read at all
 * (its own notice says so), so turning it into Bengali letters would only make a confident wrong answer.
 * With `knows` (the model's vocabulary), a word the keys could spell two ways (t: ত or ট) is spelled the way
 * the model knows.
 */
export function readRomanized(
  text: string,
  reads: ModelReads,
  knows?: (word: string) => boolean,
): Rewritten | undefined {
  if (!reads.includes('romanized')) return undefined;
  return detectInputScript(text) === 'romanized' ? transliterateText(text, knows) : undefined;
}

/**
 * The text a model scores, or undefined when that is the text as typed: romanized Bangla transliterated
 * (readRomanized), then colloquial and dialect forms folded to standard ones the model knows, as `gate` (the
 * model's vocabulary, and which of two forms it says more about) decides (text/fold-dialect.ts).
 * Either way every span maps back to the words the user wrote.
 */
export function readText(text: string, reads: ModelReads, gate?: FoldGate): Rewritten | undefined {
  const romanized = readRomanized(text, reads, gate?.knows);
  const base = romanized?.text ?? text;
  const folded = foldDialect(base, gate);
  if (folded.text === base) return romanized;
  return romanized ? chainRewrites(romanized, folded) : folded;
}

/**
 * Points each word of an explanation back at the text as the user typed it: spans in the original text and
 * the word as written there (a transliterated word in its Latin form), so the highlight, the top words and
 * the summary name what the user wrote.
 */
export function pointAtTypedWords(words: WordContribution[], typed: string, converted: Rewritten): void {
  for (const w of words) {
    w.spans = w.spans.map((span) => ({
      start: converted.toOriginal(span.start),
      end: converted.toOriginal(span.end),
    }));
    const first = w.spans[0];
    if (!first) continue;
    // A link is read as typed, and keeps its capitals (explain/attribute-words.ts).
    const typedWord = typed.slice(first.start, first.end);
    if (typedWord !== w.word) w.word = normalizeToken(typedWord).toLowerCase();
  }
}
