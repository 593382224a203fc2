import type { WordContribution } from '@shobdo/contracts';
import { normalizeToken } from '../text/normalize-text';
import { wordsDeciding } from './deciding-words';

/** The harmless class of the bullying task; its other classes are harms. */
export const HARMLESS_LABEL = 'not_bully';

/**
 * Words with a common, harmless everyday sense that the bullying set holds mostly beside abuse, so that the default
 * model reads each of them alone as a harm at over 80 % (decision 0081). They were picked by meaning from every word of
 * 8 or more training comments that the default model, shobdo-v2 2.14.0, calls harmful on its own: things of every day
 * (shoes, milk, eggs, flour, chicken, a goat, dried fish, cloth, sand, a window, a garland, a balloon, a bucket,
 * make-up), Facebook and a link, an owner, criticism, the chest, a grave, an animal slaughtered, a field, a jute field,
 * Malaysia, Jamalpur, a son-in-law, a boy, a girl, "spoiled", "by", "too much", "raising", "high", "normal", "empty",
 * "returning", interest on a loan, "therapy", "trouble", a bangle, the pronoun ওর, and since decision 0121 everyday
 * words that begin with a vulgar word's letters (a bulb, a pillow, sand, childhood, goods, fourteen, ভালো typed with
 * ব). Left out: slurs, insults, sexual words, a faith's names, people's names, and violent verbs (মেরে, পিটা, ফাঁসি),
 * whose harmful reading is their usual one; and চেহারা (a face), which mockery of someone's looks turns on (decision
 * 0081).
 */
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(
  [
    'জুতা',
    'জুতার',
    'ফেসবুক',
    'ফেসবুকে',
    'ফেসবুকের',
    'ফেইসবুক',
    'ফেইসবুকে',
    'লিংক',
    'লিংকে',
    'মালিক',
    'মালিকের',
    'সমালোচনা',
    'সমালোচনার',
    'দুধ',
    'দুধের',
    'ডিম',
    'ময়দা',
    'মুরগি',
    'মুরগী',
    'শুটকি',
    'কাপড়',
    'কাপড়ের',
    'খাসি',
    'বালি',
    'পাটক্ষেতে',
    'মালয়েশিয়া',
    'জামালপুরের',
    'জামাই',
    'বালক',
    'বালিকা',
    'নরমাল',
    'ফাকা',
    'ফিরছে',
    'সুদে',
    'জানালা',
    'মালা',
    'বেলুন',
    'বালতি',
    'মেকাপ',
    'বুক',
    'বুকে',
    'বুকের',
    'কবর',
    'কবরে',
    'কবরের',
    'জবাই',
    'ময়দানে',
    'নষ্ট',
    'দ্বারা',
    'বাড়াবাড়ি',
    'বাড়ানোর',
    'উচু',
    'থেরাপি',
    'জ্বালা',
    'বালা',
    'ওর',
    'ওরে',
    // Everyday words that begin with a vulgar word's letters (decision 0121). With বাল, read through it as trolling at 84
    // to 97 %: a bulb, a pillow, sand, a sandbank, childhood and child marriage.
    'বাল্ব',
    'বালিশ',
    'বালিশের',
    'বালু',
    'বালুর',
    'বালুচর',
    'বালুচরে',
    'বাল্যবিবাহ',
    'বাল্যবিবাহের',
    'বাল্যবিয়ে',
    'বাল্যবন্ধু',
    'বাল্যবন্ধুর',
    'বাল্যকাল',
    'বাল্যকালে',
    'বাল্যকালের',
    // ভালো (good) typed with ব, trolling at 85 %; goods and luggage (মাল), sexual at 94 %; fourteen (চোদ).
    'বালো',
    'মালামাল',
    'মালামালের',
    'মালপত্র',
    'চোদ্দ',
    'চৌদ্দ',
  ].map(normalizeToken),
);

/**
 * The classifiers that make a noun definite or plural, with their case forms: "the link" is লিংকটা or লিংকটি, "the
 * links" লিংকগুলো. An everyday word with one of them is the same everyday word (decision 0090).
 */
const CLASSIFIER_ENDINGS: readonly string[] = [
  'টা',
  'টি',
  'টার',
  'টির',
  'টাকে',
  'টিকে',
  'টাই',
  'টিই',
  'টাও',
  'টিও',
  'গুলো',
  'গুলা',
  'গুলি',
  'গুলোর',
  'গুলার',
  'গুলোকে',
  'খানা',
  'খানি',
].map(normalizeToken);

/** An emoji and nothing else: pictographs, their skin tones, joiners and the emoji presentation selector. */
const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f)+$/u;

/**
 * Whether a word (normalised) is one of EVERYDAY_WORDS, alone or with a classifier after it (লিংকটা, জুতাগুলো), or an
 * emoji (😍, 😡, 🔥: a reaction the bullying set holds beside abuse, decision 0093).
 */
export function isEverydayWord(word: string): boolean {
  if (EVERYDAY_WORDS.has(word) || EMOJI_ONLY.test(word)) return true;
  for (const ending of CLASSIFIER_ENDINGS) {
    if (word.length > ending.length && word.endsWith(ending) && EVERYDAY_WORDS.has(word.slice(0, -ending.length))) {
      return true;
    }
  }
  return false;
}

/**
 * The everyday word that alone makes a harmful result, if there is one: the word that adds most to the predicted
 * class is one of EVERYDAY_WORDS (isEverydayWord: with a classifier too), and the text without it (every occurrence) reads as harmless (`readsHarmless`).
 * `words` are the prediction's words with spans in `text`, the text the model scored.
 */
export function everydayWordDeciding(
  words: readonly WordContribution[],
  text: string,
  readsHarmless: (text: string) => boolean,
): WordContribution | undefined {
  return wordsDeciding(words, text, readsHarmless, isEverydayWord, 'strongest')?.[0];
}
