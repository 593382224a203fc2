import { createWordCache } from '../model/word-cache';
import { foldDialectWord } from '../text/fold-dialect';
import { normalizeToken } from '../text/normalize-text';
import { isWordToken, tokenize, type Token } from '../text/tokenize';
import { alternativeSpellings, transliterateWord } from '../text/transliterate';

/**
 * The longest word in Latin letters of the tables the notices look for (veiled threats, words of the law) is eight
 * ("postaibi", "grephtar"): a longer word is none of them, and is not sent through the transliteration's search for
 * spellings, which is what a long unseen word costs.
 */
const LONGEST_ROMANIZED_WORD = 10;

/**
 * The spellings of the Latin words met lately, kept between texts: the `veiled_threat` check reads every word of most
 * romanized comments, and spelling a word again was most of its cost (docs/performance.md, "The spellings of Latin
 * words kept"). Bounded by words and by spellings (a word of ten letters may have 122), so an adversary's words cost at
 * most a few megabytes.
 */
const latinForms = createWordCache(
  (token): readonly string[] => [transliterateWord(token.normalized), ...alternativeSpellings(token.normalized)],
  { entries: 20_000, weigh: (forms) => forms.length, maxWeight: 100_000 },
);

/**
 * The forms a typed word may stand for, to compare with a table of Bengali words: as typed (normalised), its
 * standard form for a dialect word (text/fold-dialect.ts), and for Latin letters its Bengali spellings through the
 * transliteration.
 */
export function typedWordForms(token: Token): readonly string[] {
  if (token.kind === 'latin') {
    if (token.normalized.length > LONGEST_ROMANIZED_WORD) return [];
    return latinForms(token);
  }
  const standard = token.kind === 'bengali' ? foldDialectWord(token.normalized) : undefined;
  return standard === undefined ? [token.normalized] : [token.normalized, standard];
}

/**
 * The words of `typed` one of whose forms is in a table (`isForm`), each as the user typed it, in the order they first
 * appear and named once; `consider` passes a word over before its forms are made (a word in Latin letters costs the
 * transliteration's search).
 */
export function typedWordsIn(
  typed: string,
  isForm: (form: string) => boolean,
  consider: (word: Token) => boolean = () => true,
): string[] {
  const found: string[] = [];
  for (const word of tokenize(typed).filter(isWordToken)) {
    // A token's text is the word exactly as typed.
    if (consider(word) && typedWordForms(word).some(isForm) && !found.includes(word.text)) found.push(word.text);
  }
  return found;
}

/** The words of a text with their forms, for a notice that reads runs of words (veiled threats, worship attacks). */
export interface TypedWords {
  /** The text's words, in order. */
  words: Token[];
  /** Whether word `i` is there and one of its forms is in `allowed`. */
  has(i: number, allowed: ReadonlySet<string>): boolean;
  /** Whether word `i` is there and one of its forms passes `test` (a `wordTable`). */
  passes(i: number, test: (form: string) => boolean): boolean;
  /** The text as typed, from the start of word `first` to the end of word `last`. */
  span(first: number, last: number): string;
  /** Whether a mark that ends a clause (`CLAUSE_END`) stands between word `i` and the word after it. */
  clauseEndsAfter(i: number): boolean;
}

/** The words of `typed` and each one's forms (`typedWordForms`), each made once, when first asked for. */
export function readTypedWords(typed: string): TypedWords {
  const words = tokenize(typed).filter(isWordToken);
  const made: (readonly string[] | undefined)[] = [];
  const forms = (i: number): readonly string[] => (made[i] ??= typedWordForms(words[i] as Token));
  return {
    words,
    has: (i, allowed) => i < words.length && forms(i).some((f) => allowed.has(f)),
    passes: (i, test) => i < words.length && forms(i).some(test),
    span: (first, last) => typed.slice((words[first] as Token).start, (words[last] as Token).end),
    clauseEndsAfter: (i) =>
      i + 1 < words.length && CLAUSE_END.test(typed.slice((words[i] as Token).end, (words[i + 1] as Token).start)),
  };
}

/** A set of words, each normalised as the tokeniser does, to look a typed word's forms up in. */
export function wordSet(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.map(normalizeToken));
}

/**
 * A table of words as a test of a form: the form starts with one of `stems`, or is one of `words` (a whole word whose
 * stem would also start everyday words). Both are normalised as the tokeniser does.
 */
export function wordTable(stems: readonly string[], words: readonly string[]): (form: string) => boolean {
  const starts = stems.map(normalizeToken);
  const whole = wordSet(words);
  return (form) => whole.has(form) || starts.some((stem) => form.startsWith(stem));
}

/** The marks that end a clause, for the notices that read a clause at a time (veiled threats, negated words). */
const CLAUSE_MARKS = ',;:!?।॥\n';
/** What ends a clause between two words. */
const CLAUSE_END = new RegExp(`[${CLAUSE_MARKS}]`, 'u');
/** A clause: the text between two marks that end one. */
export const CLAUSE = new RegExp(`[^${CLAUSE_MARKS}]+`, 'gu');

/** A question mark right after a phrase (white space between allowed), looked for where the phrase ends. */
const QUESTION_AFTER = /\s*[?？]/uy;

/** Whether the phrase of `typed` that ends at `end` is asked: a question mark follows it. */
export function askedAt(typed: string, end: number): boolean {
  QUESTION_AFTER.lastIndex = end;
  return QUESTION_AFTER.test(typed);
}
