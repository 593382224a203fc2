import { removeInvisible } from '../text/normalize-text';
import { NEGATIONS } from './negated-words';
import { readTypedWords, wordSet, type TypedWords } from './typed-word-forms';
import { DONE_TO_COME_WORDS, NEEDED_WORDS } from './verb-forms';

/**
 * Calls to kill and threats to (decision 0124): "ওকে খুন করুন" (kill him), "নবীর অপমানকারীদের কল্লা চাই" (we want the
 * heads of those who insult the Prophet), "তাকে খুন কর". Of the bullying set's 133 training comments with খুন, 2 are
 * labelled threat and 48 not_bully, so the default model read such calls as Normal Text at 55 to 68 %; a supplement of
 * such calls cost validation or Vio-Lens's direct incitement in earlier rounds (models/EXPERIMENTS.md, "A demand that the
 * law act"), so the answer names the call instead, as decision 0122 does for rape.
 *
 * A call is a word for killing (খুন, হত্যা, কতল, জবাই) and then its verb in the first person's future, the imperative or
 * the obligation (করব, করমু, করো, কর, করুন, করে ফেলো, করে দাও, করতে হবে, করা উচিত, করা হোক); মেরে ফেলো, মেরে ফেলব,
 * মেরে ফেলা উচিত (kill); or কল্লা (a head, to be cut off) with চাই (we want), কাটো, কেটে ফেলো, কাটা উচিত. A report, a
 * past, a demand for justice or a third person's future is not one: "খুন করা হয়েছে", "খুনের বিচার চাই", "তোমার হাসি
 * আমাকে খুন করে ফেলবে"; nor is a verb negated by the word after it in the same clause, "খুন করা উচিত না". জবাই (to
 * slaughter) and মেরে ফেলা (to kill) are also said of animals and pests ("গরু জবাই করা হবে", "মশা মেরে ফেলুন"), so they
 * are a call only with a person as the object before them in the clause, a word ending in -কে or -রে (ওকে, তাকে,
 * দালালগুলোকে, শালারে), and not the speaker (আমাকে). Romanized words are compared through the transliteration, dialect
 * words through their standard forms (মাইরা ফালামু is মেরে ফেলব).
 */
// With two misspellings of হত্যা (হত্তা; হত্ত্যা, which the transliteration also makes of hottya); khun, hotta, kotol and
// jobai typed in Latin letters are read as খুন, হত্যা, কতল and জবাই.
const KILLING = wordSet(['খুন', 'হত্যা', 'কতল', 'হত্তা', 'হত্ত্যা']);
/** Slaughter, said of livestock too: a call only with a person as the object. */
const SLAUGHTER = wordSet(['জবাই', 'যবাই']);
/** মেরে (having struck), before ফেলা: to kill, said of pests too. */
const STRUCK = wordSet(['মেরে', 'মাইরা']);
const HEAD = wordSet(['কল্লা']);

/** The verb alone, in the first person's future or the imperative: I will do it, or do it. */
const WILL_DO = wordSet(['করব', 'করবো', 'করমু', 'করুম', 'করো', 'কর', 'করিস', 'করুন']);
/** After করে, কেটে or মেরে, what makes the act done to come: করে দাও, কেটে ফেলো, মেরে ফেলব; and the imperatives. */
const DONE_TO_COME = wordSet([...DONE_TO_COME_WORDS, 'দিন', 'ফেলো', 'ফেল', 'ফেলুন', 'ফালা', 'ফালাও']);
/** The obligation, after a verbal noun: করা উচিত, ফেলা দরকার, কাটা হোক. */
const NEEDED = wordSet([...NEEDED_WORDS, 'লাগবে']);
/** And after an infinitive: করতে হবে. */
const MUST = wordSet(['হবে']);

/** Each word for the act, with the forms of its verb: the verb alone, having done it, the verbal noun, the infinitive. */
interface Verb {
  alone: ReadonlySet<string>;
  done: ReadonlySet<string>;
  noun: ReadonlySet<string>;
  infinitive: ReadonlySet<string>;
}
const DO: Verb = {
  alone: WILL_DO,
  done: wordSet(['করে', 'কইরা']),
  noun: wordSet(['করা', 'করাই']),
  infinitive: wordSet(['করতে']),
};
/** After মেরে: ফেলো or ফেলব is the whole call, ফেলা and ফেলতে take the obligation. */
const FINISH: Verb = {
  alone: wordSet(['ফেলব', 'ফেলবো', 'ফেলমু', 'ফেলো', 'ফেল', 'ফেলুন', 'ফালা', 'ফালাও']),
  done: new Set(),
  noun: wordSet(['ফেলা', 'ফেলাই']),
  infinitive: wordSet(['ফেলতে']),
};
/** After কল্লা: চাই (we want it), কাটো, কেটে ফেলো, কাটা উচিত. */
const CUT: Verb = {
  alone: wordSet(['চাই', 'কাটো', 'কাট', 'কাটুন', 'কাটব', 'কাটবো', 'কাটমু', 'কাটিস']),
  done: wordSet(['কেটে', 'কাইটা', 'ফেলে', 'নামিয়ে']),
  noun: wordSet(['কাটা']),
  infinitive: wordSet(['কাটতে']),
};

/** The speaker as the object: "আমাকে মেরে ফেলো" is not a call to kill another. */
const SPEAKER = wordSet(['আমাকে', 'আমারে', 'আমাদেরকে', 'মোরে']);
/** A person as the object, in Bengali script or through the transliteration: ওকে, তাকে, দালালগুলোকে, শালারে. */
const OBJECT_ENDING = /(?:কে|রে)$/u;
/** How many words before the act its object may stand: "ওই দালালগুলোকে মেরে ফেলা হোক", "oder ke ekhoni jobai koro". */
const OBJECT_REACH = 3;

/**
 * A part of every word above that no normalisation changes, in Bengali script and as the word is typed in Latin letters:
 * a text without any holds no call, and its words are not sent through the transliteration.
 */
const ANCHORS = /খুন|হত্|কতল|জবাই|যবাই|মেরে|মাইরা|কল্লা/u;
const LATIN_KILLING = /\b(khun|hott?y?a|hatt?y?a|kotol|jobai|zobai|mere|maira|kolla)\b/i;

/** How many words from `at` make the verb `verb` of a call, or 0. */
function verbLength(at: number, verb: Verb, read: TypedWords): number {
  const { has } = read;
  if (has(at, verb.alone)) return 1;
  if (has(at, verb.done)) return has(at + 1, DONE_TO_COME) ? 2 : 0;
  if (has(at, verb.noun)) return has(at + 1, NEEDED) ? 2 : 0;
  if (has(at, verb.infinitive)) return has(at + 1, MUST) ? 2 : 0;
  return 0;
}

/** Whether a person other than the speaker is the object of the act at word `at`, within its clause. */
function personBefore(at: number, read: TypedWords): boolean {
  const { has, passes, clauseEndsAfter } = read;
  for (let i = at - 1; i >= Math.max(0, at - OBJECT_REACH); i--) {
    if (clauseEndsAfter(i)) return false;
    if (has(i, SPEAKER)) return false;
    if (passes(i, (form) => OBJECT_ENDING.test(form))) return true;
  }
  return false;
}

/** The call that starts at word `start`, as how many words it spans, or 0. */
function callLength(start: number, read: TypedWords): number {
  const { has } = read;
  if (has(start, KILLING)) return 1 + verbLength(start + 1, DO, read);
  if (has(start, HEAD)) return 1 + verbLength(start + 1, CUT, read);
  if (has(start, SLAUGHTER) && personBefore(start, read)) return 1 + verbLength(start + 1, DO, read);
  if (has(start, STRUCK) && personBefore(start, read)) return 1 + verbLength(start + 1, FINISH, read);
  return 0;
}

/**
 * The calls to kill and threats to in `typed`, each as the user typed it (from the word for the act to the last word of
 * its verb), in the order they appear; a call is named once.
 */
export function killCalls(typed: string): string[] {
  if (!LATIN_KILLING.test(typed) && !ANCHORS.test(removeInvisible(typed))) return [];
  const read = readTypedWords(typed);
  const { words, has, clauseEndsAfter } = read;
  /** Whether the word after word `last` negates it in the same clause ("খুন করা উচিত না", not "খুন কর, না হলে ..."). */
  const negatedAfter = (last: number) => has(last + 1, NEGATIONS) && !clauseEndsAfter(last);
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    const length = callLength(start, read);
    // The word for the act alone, with no verb of a call after it, is none.
    if (length < 2 || negatedAfter(start + length - 1)) continue;
    const text = read.span(start, start + length - 1);
    if (!found.includes(text)) found.push(text);
  }
  return found;
}
