import { removeInvisible } from '../text/normalize-text';
import { typedWordsIn, wordTable } from './typed-word-forms';

/**
 * Slurs for a faith or its people (decision 0109): মালাউন and মালু (for Hindus), কাঠমোল্লা and its spellings (for
 * Muslims and their clerics), কাটুয়া and গোমূত্রখোর. The bullying set holds them in 51 comments (train and validation),
 * all but one harmful by its labels, and the default model reads none of those as harmless. But কাঠমোল্লা and its
 * spellings stand in three of them, and the supplement's counter-speech names several of these slurs in order to reject
 * them, so a short comment that uses one can read as harmless: "কাঠমোল্লা একটা" (a bigot mullah) was Normal Text at
 * 52.9 % (models/EXPERIMENTS.md, thirty-sixth round).
 *
 * Not listed: words said as often without contempt. The accusations কাফের, মুরতাদ and মুশরিক (an unbeliever, an
 * apostate, an idolater) are words of preaching too ("সে কাফের হয়ে যায়", he becomes an unbeliever): of the bullying
 * set's comments that hold one, the default model reads 15 as harmless, and 14 of those are harmless by the labels, most
 * of them sermons. So are a faith's names, নাস্তিক (an atheist), জঙ্গি and জিহাদি (news words), and মোল্লা (a cleric,
 * and a surname).
 *
 * A word is one when one of its forms (typed-word-forms.ts) starts with a stem below (মালাউনের, কাঠমোল্লাগুলা), or is one
 * of the whole words (মালু also starts মালুম, "it seems").
 */
const STEMS = ['মালাউন', 'কাঠমোল্লা', 'কাঠমুল্লা', 'কাটমোল্লা', 'কাটমুল্লা', 'কাটামোল্লা', 'কাটুয়া', 'গোমূত্রখোর', 'গোমুত্রখোর'];

const WORDS = ['মালু', 'মালুরা', 'মালুদের', 'মালুর', 'মালুগুলা', 'মালুগুলো', 'মালুগো', 'মালুকে'];

const isSlurForm = wordTable(STEMS, WORDS);

/**
 * A part of every slur above that no normalisation changes (any vowel signs between ম and ল্লা, which may be typed in two
 * halves; no nukta): a text in Bengali script without any, once the invisible characters the tokeniser drops are left
 * out, holds none and is not tokenised again. আল্লাহ and মালিক, common in comments, hold none.
 */
const ANCHORS = /মালাউ|মালু|ম\p{M}*ল্লা|কাটু|ম[ূু]ত্র/u;
/**
 * How the slurs start when typed in Latin letters (malaun, malu, kathmolla, katamolla; the transliteration reads katua
 * and gomutrokhor otherwise, so they are found in Bengali script only). A word in Latin
 * letters that does not is none of them, and is not sent through the transliteration's search for spellings, which
 * costs more than the rest of the check: without this, a romanized comment read as harmless took a quarter longer.
 */
const LATIN_SLUR = /ma+la+o?u+n|ma+lu|k[ao]+th?a?m[ou]+ll?a/i;

/** The slurs for a faith or its people in `typed`, each as the user typed it, in the order they first appear; each named once. */
export function faithSlurs(typed: string): string[] {
  if (!LATIN_SLUR.test(typed) && !ANCHORS.test(removeInvisible(typed))) return [];
  return typedWordsIn(typed, isSlurForm, (word) => word.kind !== 'latin' || LATIN_SLUR.test(word.normalized));
}
