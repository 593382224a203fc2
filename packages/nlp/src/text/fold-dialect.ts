import { composeBengali } from './normalize-text';
import { rewriteWords, type Rewritten } from './rewrite-words';

/**
 * Colloquial and dialect verb forms (Dhaka and eastern colloquial, as comments write them) folded to the
 * standard forms the models learned from most comments, so that "ফাটায়া দিমু" finds the features of
 * "ফাটিয়ে দিব". Each row is documented in packages/nlp/README.md's table; a word's contribution still
 * belongs to the word as typed (the rewrite maps every span back).
 *
 * Whole words first: the forms no suffix rule derives, or derives wrongly.
 */
const DIALECT_TABLE: Readonly<Record<string, string>> = {
  কইরা: 'করে',
  কইরে: 'করে',
  কইরাই: 'করেই',
  দিমু: 'দিব',
  দিমুনে: 'দিব',
  দিয়া: 'দিয়ে',
  খামু: 'খাব',
  যামু: 'যাব',
  পামু: 'পাব',
  ফেলমু: 'ফেলব',
  ফালামু: 'ফেলব',
  ফালাইমু: 'ফেলব',
  ফালাইয়া: 'ফেলে',
  ফালায়া: 'ফেলে',
  নিমু: 'নিব',
  লমু: 'নিব',
  করমু: 'করব',
  করুম: 'করব',
  মারুম: 'মারব',
  ধরুম: 'ধরব',
  কাটুম: 'কাটব',
  ছাড়ুম: 'ছাড়ব',
  কাইট্টা: 'কেটে',
  টাইনা: 'টেনে',
  ভাসামু: 'ভাসাব',

  মাইরা: 'মেরে',
  দেইখা: 'দেখে',
  কাইটা: 'কেটে',
  ভাইঙ্গা: 'ভেঙে',
  ছিঁড়া: 'ছিঁড়ে',
  ছিড়া: 'ছিঁড়ে',
  গুঁড়া: 'গুঁড়ো',
  গুড়া: 'গুঁড়ো',
  হাড্ডি: 'হাড়',
  হাড্ডিগুড্ডি: 'হাড়গোড়',
};

/** The table with both sides in the composed form the lookup uses (য় ড় ঢ় as single letters). */
export const DIALECT_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries(DIALECT_TABLE).map(([dialect, standard]) => [composeBengali(dialect), composeBengali(standard)]),
);

// Suffix rules, in order, on composed words (য় is \u09DF). A stem keeps at least two letters, so short
// nouns and kinship words (ঘুম, মামু) stay as typed:
// - -ায়া / -াইয়া, the eastern perfective (ফাটায়া, জ্বালাইয়া), and its colloquial -ায়ে / -াইয়ে (ধরায়ে,
//   পুড়ায়ে) → -িয়ে (ফাটিয়ে, ধরিয়ে);
// - -মুনে / -মু after a consonant, the first-person future (মারমু, কাটমুনে) → -ব (মারব, কাটব);
// - -ামু after a stem of two letters or more (কুপামু, ফাটামু) → -াব (কুপাব, ফাটাব);
// - -িশ, the familiar second person written with শ (দেখিশ, করিশ; and so romanized "dekhish" reads) → -িস
//   (দেখিস, করিস); পুলিশ keeps its own weight, as every word the model knows does;
// - -বো, the colloquial spelling of the first-person future (দিবো, নিবো, করবো; and so romanized "dibo",
//   "nibo" read) → -ব (দিব, নিব, করব), not after a hasanta (টার্বো, জম্বো);
// -ুম (মারুম) is left to the table: as a suffix it would also fold হুকুম, জুলুম, মরহুম.
// `verbForm`: what the rule derives is a verb form and never a standard word of its own, so the model's
// evidence may fold it even when the model knows it (decision 0078); the perfective and -িশ rules can meet
// standard words (পুলিশ), which keep their own weight whenever the model knows them.
const CONSONANT = '[\u0995-\u09B9\u09CE\u09DC\u09DD\u09DF]';
const SUFFIXES: readonly { pattern: RegExp; standard: string; verbForm: boolean }[] = [
  { pattern: /(?<=\S{2})া(?:\u09DF|ই\u09DF)[াে]$/u, standard: 'ি\u09DFে', verbForm: false },
  { pattern: new RegExp(`(?<=\\S${CONSONANT})মু(?:নে)?$`, 'u'), standard: 'ব', verbForm: true },
  { pattern: /(?<=\S{2})ামু(?:নে)?$/u, standard: 'াব', verbForm: true },
  { pattern: /(?<=\S{2})িশ$/u, standard: 'িস', verbForm: false },
  { pattern: /(?<=\S{2})(?<!\u09CD)বো$/u, standard: 'ব', verbForm: true },
];

const SUFFIX_ENDINGS = new Set(['\u09BE', '\u09C1', '\u09C7', '\u09B6', '\u09CB']);

const BENGALI_WORD = /[\u0980-\u09FF\u200C\u200D]+/gu;

/**
 * One word's standard form, and whether it is a verb form that the model's evidence may fold even when the
 * model knows it (a table word or a future form, decision 0078); undefined when the word is not a dialect form.
 */
function foldWord(typed: string): { standard: string; verbForm: boolean } | undefined {
  // Every comment's every word comes here: composition (NFC) only where a nukta needs it, and the suffix
  // rules only for the last letters they can end in (া ু ে শ ো).
  const word = typed.includes('\u09BC') ? composeBengali(typed) : typed;
  const whole = DIALECT_WORDS.get(word);
  if (whole !== undefined) return whole === word ? undefined : { standard: whole, verbForm: true };
  if (!SUFFIX_ENDINGS.has(word[word.length - 1] ?? '')) return undefined;
  for (const rule of SUFFIXES) {
    if (rule.pattern.test(word))
      return { standard: word.replace(rule.pattern, rule.standard), verbForm: rule.verbForm };
  }
  return undefined;
}

/** The standard form of one Bengali word, or undefined when it is not a dialect form of the table. */
export function foldDialectWord(typed: string): string | undefined {
  return foldWord(typed)?.standard;
}

/**
 * What the fold asks of the model: `knows` (does it have a weight for this word?) and, for a table word or a
 * future form it knows as typed, `prefer` (does it say more about the standard form than about the form as
 * typed?).
 */
export interface FoldGate {
  knows: (word: string) => boolean;
  prefer?: (standard: string, typed: string) => boolean;
}

/**
 * A text with its dialect words folded to standard forms, and the way back to the words as typed. With a
 * gate, a word is folded when the model knows its standard form and either does not know the word as typed,
 * or the word is one of the table's whole words or a future form (-মু, -ামু) and `prefer` says the standard
 * form carries more: a form the model learned well (দিমু, from the team's supplement) keeps its own weight,
 * and one it met only a few times (করমু, মারমু) is read as the standard form it knows better (decision 0078).
 * A word the perfective and -িশ rules derive keeps its own weight whenever the model knows it (পুলিশ is not a
 * dialect form of পুলিস).
 */
export function foldDialect(text: string, gate?: FoldGate): Rewritten {
  return rewriteWords(text, BENGALI_WORD, (word) => {
    const folded = foldWord(word);
    if (folded === undefined || !gate) return folded?.standard;
    const { standard, verbForm } = folded;
    if (!gate.knows(standard)) return undefined;
    if (!gate.knows(word)) return standard;
    return verbForm && gate.prefer?.(standard, word) ? standard : undefined;
  });
}
