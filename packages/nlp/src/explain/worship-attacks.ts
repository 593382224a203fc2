import { removeInvisible } from '../text/normalize-text';
import { readTypedWords, wordSet, wordTable } from './typed-word-forms';

/**
 * Calls to attack a place of worship (decision 0110): "ওদের মসজিদে আগুন দাও" (set fire to their mosque), "মন্দির ভাঙ্গো"
 * (break the temple), "গির্জাটা পুড়িয়ে দাও". The bullying set holds the places mostly in harmless comments and the
 * supplement's calls to a crowd name none of them, so the default model read the first two as Normal Text at 67.0 and
 * 66.2 %; a supplement that taught them cost validation more than decision 0080 allows (models/EXPERIMENTS.md,
 * thirty-seventh round), so the answer names the call instead.
 *
 * A call is a place (a word one of whose forms starts with a stem below: মসজিদে, মন্দিরটা, মূর্তিগুলো), maybe one word
 * such as ঢুকে (going in) or সব (all), and then an attack in the imperative, the future or the obligation: fire given
 * (আগুন দাও, আগুন লাগিয়ে দাও), a thing broken, ground, burnt (ভাঙ্গো, ভেঙে দাও, গুঁড়িয়ে দিতে হবে, পুড়িয়ে ফেলো), an
 * assault (হামলা চালাও), a wrecking (তছনছ করো). A past or a noun is not one: "মসজিদে আগুন লাগার খবরে" (news of a fire),
 * "মন্দির ভাঙার ঘটনায়" (the breaking of a temple) are reports. Romanized words are compared through the transliteration,
 * dialect words through their standard forms (ভাইঙ্গা দিমু is ভেঙে দিব).
 */
const PLACES = [
  'মসজিদ',
  'মন্দির',
  'গির্জা',
  'গীর্জা',
  'চার্চ',
  'প্যাগোডা',
  'মাজার',
  'মণ্ডপ',
  'মন্ডপ',
  'পূজামণ্ডপ',
  'পূজামন্ডপ',
  'উপাসনালয়',
  'মূর্তি',
  'প্রতিমা',
];
const isPlace = wordTable(PLACES, []);

/** A word that may stand between the place and the attack: going in, all, there. */
const BETWEEN = wordSet(['ঢুকে', 'ঢুইকা', 'সব', 'সবকিছু', 'গিয়ে', 'গিয়া', 'এ']);
/** Break it, one word (the imperative). */
const BREAK = wordSet(['ভাঙ্গো', 'ভাঙো', 'ভাঙ', 'ভাঙ্গ', 'ভাংগো']);
/** Fire given or set: what follows আগুন. */
const FIRE_GIVEN = wordSet([
  'দাও',
  'দে',
  'দেও',
  'দিস',
  'লাগাও',
  'লাগা',
  'ধরাও',
  'জ্বালাও',
  'দিব',
  'দিবো',
  'দেব',
  'দেবো',
  'দিতে',
]);
/** The first word of an attack of two words: broken, ground, burnt, fire set. */
const HARM = wordSet(['ভেঙে', 'ভেঙ্গে', 'গুঁড়িয়ে', 'গুড়িয়ে', 'জ্বালিয়ে', 'জালিয়ে', 'পুড়িয়ে', 'পুরিয়ে', 'লাগিয়ে', 'ধরিয়ে']);
/** What follows it: the imperative, the future, or -তে হবে, to be done. */
const DONE = wordSet([
  'দাও',
  'দে',
  'দেও',
  'দিস',
  'দিব',
  'দিবো',
  'দেব',
  'দেবো',
  'দিতে',
  'ফেলো',
  'ফেল',
  'ফেলব',
  'ফেলবো',
  'ফেলতে',
  'ফালাও',
  'আসব',
  'আসবো',
]);
/**
 * A verbal noun that orders the act when it is needed or ought to be (গুঁড়িয়ে দেওয়া দরকার, ভেঙে ফেলা উচিত, হামলা চালানো
 * দরকার); alone it reports one ("হামলা চালানো হয়েছে", an attack was made).
 */
const DOING = wordSet(['দেওয়া', 'দেয়া', 'ফেলা', 'চালানো', 'করা']);
const NEEDED = wordSet(['দরকার', 'উচিত', 'হোক']);
/** হবে after a -তে form: it must be done (পুড়িয়ে ফেলতে হবে). */
const MUST = wordSet(['হবে']);
const TO_BE_DONE = wordSet(['দিতে', 'ফেলতে', 'চালাতে', 'করতে']);
/** An assault or a wrecking and the verb that orders it. */
const ASSAULT = wordSet(['হামলা', 'তছনছ', 'ভাঙচুর']);
const ORDER = wordSet(['চালাও', 'চালা', 'চালাতে', 'করো', 'কর', 'করতে', 'করব', 'করবো']);
const FIRE = wordSet(['আগুন']);

/**
 * A part of every place above that no normalisation changes, in Bengali script and as the places are typed in Latin
 * letters: a text without any holds no call, and its words are not sent through the transliteration.
 */
const ANCHORS = /মসজি|মন্দি|র্জা|চার্চ|প্যাগো|মাজা|ণ্ডপ|ন্ডপ|উপাসনা|মূর্তি|প্রতিমা/u;
const LATIN_PLACES = /m[ao]s?h?jid|m[ao]nd[io]r|g[ie]e?rja|church|pagoda|ma[zj]ar|murti|m[ao]nd[ao]p|protima/i;

type Is = (i: number, words: ReadonlySet<string>) => boolean;

/**
 * How many words from `at` make the act done (or ordered) after a first word: দাও, ফেলতে হবে, দেওয়া দরকার; or 0. A -তে
 * form without হবে is not an order ("আগুন দিতে দেখেছি", I saw them set fire).
 */
function doneLength(at: number, is: Is, done: ReadonlySet<string>): number {
  if (is(at, TO_BE_DONE)) return is(at + 1, MUST) ? 2 : 0;
  if (is(at, done)) return 1;
  if (is(at, DOING) && is(at + 1, NEEDED)) return 2;
  return 0;
}

/** How many words from `at` make an attack, or 0. `is(i, words)` says whether word i has a form among `words`. */
function attackLength(at: number, is: Is): number {
  if (is(at, BREAK)) return 1;
  let first = at;
  if (is(at, FIRE)) {
    const given = doneLength(at + 1, is, FIRE_GIVEN);
    if (given > 0) return 1 + given;
    first = at + 1;
  }
  const rest = is(first, HARM)
    ? doneLength(first + 1, is, DONE)
    : first === at && is(at, ASSAULT)
      ? doneLength(at + 1, is, ORDER)
      : 0;
  return rest === 0 ? 0 : first - at + 1 + rest;
}

/** Words that may stand between a place and its attack, at the most. */
const MOST_BETWEEN = 2;

/**
 * The calls to attack a place of worship in `typed`, each as the user typed it (from the place to the last word of the
 * attack), in the order they appear; a call is named once.
 */
export function worshipAttacks(typed: string): string[] {
  if (!LATIN_PLACES.test(typed) && !ANCHORS.test(removeInvisible(typed))) return [];
  const { words, has: is, passes, span } = readTypedWords(typed);
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    if (!passes(start, isPlace)) continue;
    let at = start + 1;
    let length = attackLength(at, is);
    while (length === 0 && at - start <= MOST_BETWEEN && is(at, BETWEEN)) length = attackLength(++at, is);
    if (length === 0) continue;
    const text = span(start, at + length - 1);
    if (!found.includes(text)) found.push(text);
  }
  return found;
}
