import { removeInvisible } from '../text/normalize-text';
import { NEGATIONS } from './negated-words';
import { readTypedWords, wordSet } from './typed-word-forms';
import { DONE_TO_COME_WORDS, NEEDED_WORDS } from './verb-forms';

/**
 * Threats of rape and calls for it (decision 0122): "তোকে রেপ করবো" (I will rape you), "ওকে ধর্ষণ করতে হবে" (she must be
 * raped), "এদের মেয়েদের রেপ করা উচিত". Of the bullying set's 97 training comments with a word for rape, 51 are labelled
 * sexual (insults, talk of the crime, a few threats) and 5 threat, so the default model read the first two as Normal Text
 * at 47 and 46 %; a supplement that taught them cost validation more than decision 0080 allows (models/EXPERIMENTS.md, "A
 * threat sworn by God's name, and a threat of rape"), so the answer names the threat instead.
 *
 * A threat is the word for rape (রেপ, ধর্ষণ, গণধর্ষণ and their common misspellings) and then its verb in the future, the
 * imperative or the obligation: করব, করমু, করবে, করো, করে দিব, করে ছাড়ব, করতে হবে, করা উচিত, করা দরকার, করা হোক. A
 * past, a noun or a report is not one: "রেপ করেছে" (he raped), "ধর্ষণের বিচার চাই" (justice for a rape), "ধর্ষণ করা হয়েছে"
 * (she was raped), "রেপ করার অভিযোগে গ্রেপ্তার" (arrested for rape); nor is a verb negated by the word after it, "রেপ করবে না"
 * (will not rape), "ধর্ষণ করা উচিত নয়" (ought not to be done), in the same clause. Romanized words are compared through the
 * transliteration, dialect words through their standard forms (করমু is করব).
 */
// With the transliteration's spellings of the words typed in Latin letters: rape (রাপে), dhorshon (ধর্শন, ধর্সন).
const RAPE = wordSet([
  'রেপ',
  'ধর্ষণ',
  'ধর্ষন',
  'গণধর্ষণ',
  'গনধর্ষণ',
  'গণধর্ষন',
  'গনধর্ষন',
  'গণরেপ',
  'রাপে',
  'ধর্শন',
  'ধর্সন',
  'গনধর্শন',
  'গনধর্সন',
]);

/** The verb alone, in the future or the imperative: I, he or they will do it, or do it. */
const WILL_DO = wordSet(['করব', 'করবো', 'করমু', 'করুম', 'করবে', 'করবেন', 'করো', 'কর', 'করিস', 'করুন']);
/** After করে, what makes the act done to come: করে দিব, করে ছাড়ব, করে ফেলব. */
const DONE_TO_COME = wordSet(DONE_TO_COME_WORDS);
/** করতে হবে: it must be done. */
const TO_DO = wordSet(['করতে']);
const MUST = wordSet(['হবে']);
/** করা উচিত, করা দরকার, করা হোক: it ought to be done. */
const DOING = wordSet(['করা']);
const NEEDED = wordSet(NEEDED_WORDS);
const DOING_IT = wordSet(['করে']);

/**
 * A part of every word above that no normalisation changes, in Bengali script and as the word is typed in Latin letters:
 * a text without any holds no threat, and its words are not sent through the transliteration.
 */
const ANCHORS = /রেপ|ধর্ষ/u;
const LATIN_RAPE = /\b(rape|rep|dh?[ao]rs?h?[ao]n|g[ao]n[ao]?dh?[ao]rs?h?[ao]n)\b/i;

/** Punctuation that ends a clause, between a verb and a negation that then does not negate it. */
const CLAUSE_END = /[,;:.!?।|]/u;

type Is = (i: number, words: ReadonlySet<string>) => boolean;

/** How many words from `at` make the verb of a threat, or 0. `is(i, words)` says whether word i has a form among them. */
function threatLength(at: number, is: Is): number {
  if (is(at, WILL_DO)) return 1;
  if (is(at, TO_DO)) return is(at + 1, MUST) ? 2 : 0;
  if (is(at, DOING)) return is(at + 1, NEEDED) ? 2 : 0;
  if (is(at, DOING_IT)) return is(at + 1, DONE_TO_COME) ? 2 : 0;
  return 0;
}

/**
 * The threats of rape and calls for it in `typed`, each as the user typed it (from the word for rape to the last word of
 * its verb), in the order they appear; a threat is named once.
 */
export function rapeThreats(typed: string): string[] {
  if (!LATIN_RAPE.test(typed) && !ANCHORS.test(removeInvisible(typed))) return [];
  const { words, has: is, span } = readTypedWords(typed);
  /** Whether the word after word `last` negates it in the same clause ("রেপ করবো না", not "রেপ করবো, না হলে ..."). */
  const negatedAfter = (last: number) =>
    is(last + 1, NEGATIONS) && !CLAUSE_END.test(typed.slice(words[last]!.end, words[last + 1]!.start));
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    if (!is(start, RAPE)) continue;
    const length = threatLength(start + 1, is);
    if (length === 0 || negatedAfter(start + length)) continue;
    const text = span(start, start + length);
    if (!found.includes(text)) found.push(text);
  }
  return found;
}
