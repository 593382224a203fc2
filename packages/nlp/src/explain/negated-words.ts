import { removeInvisible } from '../text/normalize-text';
import type { Token } from '../text/tokenize';
import { askedAt, CLAUSE, readTypedWords, wordSet, wordTable } from './typed-word-forms';

/** The side a word of a review takes before any negation: a complaint, or praise. */
export type Polarity = 'negative' | 'positive';

/** A complaint or praise word negated in its clause, as the user typed it, and the side the word takes alone. */
export interface NegatedWord {
  /** The text as typed, from the word to its negation ("অভিযোগ নেই", "ভালো লাগে নাই", "ঠকিনি"). */
  phrase: string;
  polarity: Polarity;
}

/**
 * Complaint and praise words (decision 0113), each with any ending (অভিযোগের, হতাশা, ভালোই, পছন্দের). A bag of words
 * reads the word and not its negation: sentiment-pro 1.2.0 read "মোটেও হতাশ হইনি" (not disappointed at all) as Negative at
 * 97.5 % and "ভালো লাগে নাই একটুও" (didn't like it at all) as Positive (decision 0112).
 *
 * Not listed: words whose negation is as often something else. বাজে is also "rings" ("ফোন বাজে না", the phone does not
 * ring); ভুল না is "don't forget"; ঠিক না and কাজের না are as often a question or an order as a verdict; চিন্তা and ভয় are
 * worry and fear, not a verdict on what is reviewed.
 */
const COMPLAINTS = wordTable(
  [
    'অভিযোগ',
    'সমস্যা',
    'ঝামেলা',
    'খারাপ',
    'দেরি',
    'দেরী',
    'খুঁত',
    'খুত',
    'আফসোস',
    'আফসুস',
    'নকল',
    'হতাশ',
    'কষ্ট',
    'দুঃখ',
    'ত্রুটি',
    'ক্ষতি',
    'বিরক্ত',
    'ফালতু',
    'জঘন্য',
    'নষ্ট',
    'ঠক',
    'ধোঁকা',
    'ধোকা',
    'প্রতারণা',
    'প্রতারনা',
  ],
  [],
);
const PRAISE = wordTable(
  [
    'ভালো',
    'ভাল',
    'সুন্দর',
    'পছন্দ',
    'মজা',
    'দারুণ',
    'দারুন',
    'চমৎকার',
    'অসাধারণ',
    'অসাধারন',
    'সন্তুষ্ট',
    'খুশি',
    'খুশী',
    'সেরা',
    'উপকার',
    'আরাম',
    'স্বাদ',
  ],
  [],
);

/** Words that start as praise and take neither side: ভালোমন্দ (good and bad), ভালমন্দ. */
const NEITHER = wordSet(['ভালোমন্দ', 'ভালমন্দ', 'ভালোমন্দের', 'ভালমন্দের']);

/** A negation standing as a word of its own: না, নাই, নেই, নি, নয়, নহে, নাহ; ছাড়াই (without any). */
export const NEGATIONS = wordSet(['না', 'নাই', 'নেই', 'নি', 'নয়', 'নহে', 'নাহ', 'ছাড়াই']);

/**
 * A verb negated by its ending: হয়নি, পাইনি, লাগেনি, করিনি, খাননি, দেওনি, and spoken হয়নাই, পাইনাই. The stem before নি
 * or নাই ends as a conjugated verb does (য়, ে, ই, ি, ন, ও, ো). Words that end so and negate nothing (চিনি, sugar or I
 * know; তিনি, he; আইনি, legal; কিনি, I buy) are listed apart, from the words of SentNoB's training split that end in নি.
 */
// য় (U+09DF, as normalisation leaves it), ে, ই, ি, ন, ও, ো before the ending.
const NEGATED_ENDING = /^.+(?:\u09DF|\u09C7|\u0987|\u09BF|\u09A8|\u0993|\u09CB)(?:নি|নাই)$/u;
const NOT_NEGATED = wordSet([
  'চিনি',
  'তিনি',
  'যিনি',
  'জিনি',
  'মিনি',
  'কিনি',
  'ছিনি',
  'ইনি',
  'আইনি',
  'বেআইনি',
  'ফেনি',
  'আপনি',
  'আপুনি',
  'ছিনিমিনি',
  'দ্বীনি',
  'কাহিনি',
]);
const negatedByEnding = (form: string) => NEGATED_ENDING.test(form) && !NOT_NEGATED.has(form);

/** How many words may stand between a complaint or praise word and its negation: "ভালো লাগে নাই", "পছন্দ হয় নাই". */
const BETWEEN = 2;
/**
 * The words that may stand there: a light verb that makes the word a verdict (লাগে, হয়, পাই, ছিল, in any tense) or a word
 * that stresses it (কিছুই, একটুও, মোটেও). Any other word takes the negation itself: "ফালতু কথা বলবেন না" (don't talk
 * rubbish) still complains, "ভালো খাবার হোটেল না" (not a hotel of good food) negates the hotel, and "সমস্যার অভাব নাই"
 * (no shortage of problems) and "কষ্টের শেষ নেই" (no end of pain) say there is plenty of the word.
 */
const isBetween = wordTable(
  ['লাগ'],
  [
    ...['হয়', 'হয়ে', 'হল', 'হলো', 'হইল', 'হইলো', 'হচ্ছে', 'হইছে', 'হইসে', 'হতো', 'হত', 'হবে', 'হইতেছে'],
    ...['পাই', 'পেলাম', 'পাইলাম', 'পাইছি', 'পাবেন', 'পাবে', 'পাচ্ছি', 'ছিল', 'ছিলো', 'ছিলনা', 'থাকবে'],
    ...['কিছু', 'কিছুই', 'একটুও', 'একদম', 'মোটেও', 'মোটেই', 'তেমন', 'খুব', 'আর', 'ও', 'তো', 'ই'],
  ],
);

/** A conditional right after the negation: "ভালো না লাগলে ফেরত দিন" (if you don't like it, return it). */
const isConditional = (form: string) => /(?:লে|লেই|লেও)$/u.test(form);

/**
 * A part of every complaint and praise word above that no normalisation changes (ো may be typed in two halves, ৎ as
 * ত্ and a joiner): a text in Bengali script with none, once the invisible characters the tokeniser drops are left out,
 * holds no such word and is not tokenised again. Three comments in four of SentNoB's validation split are passed over
 * so.
 */
const ANCHORS = new RegExp(
  [
    ...['অভিযোগ', 'সমস্যা', 'ঝামেলা', 'খারাপ', 'দের[িী]', 'খু\\p{M}*ত', 'আফস', 'নকল', 'হতাশ', 'কষ্ট', 'দুঃখ'],
    ...['ত্রুটি', 'ক্ষতি', 'বিরক্ত', 'ফালতু', 'জঘন্য', 'নষ্ট', 'ঠক', 'ধ\\p{M}*কা', 'প্রতার'],
    ...['ভাল', 'সুন্দর', 'পছন্দ', 'মজা', 'দারু', 'চমৎ', 'চমত', 'অসাধার', 'সন্তুষ্ট', 'খুশ', 'সেরা', 'উপকার', 'আরাম', 'স্বাদ'],
  ].join('|'),
  'u',
);
/**
 * How those words start when typed in Latin letters, in the spellings the transliteration and its alternatives read as
 * them (valo, bhalo, vlo, sundor, pochondo, moja, ovijog, somossa, jhamela, kharap, hotash, kosto, nosto, thoki): a word in
 * Latin letters spelled otherwise is not one, and a text with none is not sent through the transliteration.
 */
const LATIN_ANCHORS =
  /bh?a+l|v[ao]?l|sh?u+nd|p[oa]?[sc]h?[oa]?nd|m[oa]j|da+ru|ch?[oa]m[oa]?t|[oa]sh?a+dh?a+r|khu+sh?i|se+ra|up[oa]?ka|a+ra+m|s[hw]?o?w?a+d|[oa]bh?i+j|[oa]vi+j|sh?[oa]m[oa]?s|jh?a+mel|kh?a+ra+p|de+ri|khu+t|a+[fp]h?s|n[oa]k[oa]l|h[oa]t[a]+s|k[oa]sh?t|du+kk?h|tru+t|kh[oy]?[oa]?ti|bir[oa]?k|[fp]h?a+l?tu|j[oa]gh?[oa]n|n[oa]sh?t|th[oa]k|dh[oa]ka|pr[oa]ta/i;
const LATIN_LETTER = /[a-z]/i;

/**
 * The complaint and praise words negated in their clause (decision 0113), in the order they stand: the word, then
 * within two words of the same clause, a negation (`NEGATIONS`) or a verb negated by its ending; or the word itself so negated
 * ("ঠকিনি", "ভালোলাগেনি"). A negation asked ("ভালো না?"), said of a condition ("ভালো না লাগলে") or followed by another
 * such word ("ভালো না খারাপ", good or bad) is not one. Romanized words are compared through the transliteration, dialect
 * forms through their standard forms (typed-word-forms.ts).
 */
export function negatedWords(typed: string): NegatedWord[] {
  if (!mayHoldOne(typed)) return [];
  const found: NegatedWord[] = [];
  // A word and its negation stand in one clause: only a clause that may hold such a word is tokenised, which spares a
  // long text most of the work (a 10,000-character text took 2.7 ms more with every word tokenised).
  for (const clause of typed.matchAll(CLAUSE)) {
    if (mayHoldOne(clause[0])) found.push(...negatedInClause(typed, clause[0], clause.index));
  }
  return found;
}

/** Whether `text` may hold a complaint or praise word: one of the anchors, in Latin letters or Bengali script. */
function mayHoldOne(text: string): boolean {
  return (LATIN_LETTER.test(text) && LATIN_ANCHORS.test(text)) || ANCHORS.test(removeInvisible(text));
}

/** The words negated in `clause`, a clause of `typed` that starts at `offset`. */
function negatedInClause(typed: string, clause: string, offset: number): NegatedWord[] {
  const { words, passes, has, span } = readTypedWords(clause);
  // A word with none of the anchors in its normalised form is none of the words, and its forms are not made.
  const mayBeOne = (i: number) => {
    const word = words[i] as Token;
    return (word.kind === 'latin' ? LATIN_ANCHORS : ANCHORS).test(word.normalized);
  };
  const polarityOf = (i: number): Polarity | undefined =>
    !mayBeOne(i) || has(i, NEITHER)
      ? undefined
      : passes(i, COMPLAINTS)
        ? 'negative'
        : passes(i, PRAISE)
          ? 'positive'
          : undefined;
  const negates = (at: number) => has(at, NEGATIONS) || passes(at, negatedByEnding);
  const found: NegatedWord[] = [];
  for (let start = 0; start < words.length; start++) {
    const polarity = polarityOf(start);
    if (polarity === undefined) continue;
    let end = passes(start, negatedByEnding) ? start : -1;
    for (let at = start + 1; end < 0 && at <= start + BETWEEN + 1 && at < words.length; at++) {
      if (polarityOf(at) !== undefined) break;
      if (negates(at)) end = at;
      else if (!passes(at, isBetween)) break;
    }
    if (end < 0) continue;
    // A negation asked ("ভালো না?", isn't it good?) does not negate. The question mark ends the clause: it is looked for
    // in the whole text.
    if (askedAt(typed, offset + (words[end] as Token).end)) continue;
    const next = end + 1;
    if (next < words.length && (passes(next, isConditional) || polarityOf(next) !== undefined)) continue;
    found.push({ phrase: span(start, end), polarity });
    start = end;
  }
  return found;
}

/** The phrases of `found` on one side, each named once, in the order they stand. */
export function negatedPhrases(found: readonly NegatedWord[], polarity: Polarity): string[] {
  return [...new Set(found.filter((w) => w.polarity === polarity).map((w) => w.phrase))];
}
