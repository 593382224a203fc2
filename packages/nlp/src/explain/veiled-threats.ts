import { normalizeToken, removeInvisible } from '../text/normalize-text';
import { isWordToken, tokenize, type Token } from '../text/tokenize';
import { typedWordForms } from './typed-word-forms';

/**
 * Phrases that threaten without a violent word (decision 0095): "তোকে দেখে নেব" (I'll deal with you), "তোর খবর আছে"
 * (you're in for it), "টের পাবি" (you'll feel it), "তোর লাশ" (your corpse). Their words are everyday words, so a bag of
 * words and word pairs reads them as harmless once a few more words surround them: "তোর খবর আছে" alone is a threat at
 * 65 %, "তোর খবর আছে, শুধু সময়ের অপেক্ষা" not_bully at 48 % (models/EXPERIMENTS.md, twenty-third round). The cyberbullying
 * set hardly holds them (no comment of its training split says "দেখে নেব" to a person), and neither templates nor a
 * feature for them lifted the model (ninth and twenty-third rounds), so the answer names the phrase instead.
 *
 * Each phrase is a run of words, each word one of a few forms (normalised as the tokeniser does); a second-person
 * word (তোর, তোকে, -বি) is part of most, so that the same words said of a thing ("ফাইলটা পরে দেখে নেব", "শেষ দিন") are not
 * matched. Romanized words are compared through the transliteration and its alternative spellings, dialect forms
 * through their standard forms (text/fold-dialect.ts).
 */
interface Phrase {
  /** The words, each one of a few forms. */
  words: readonly (readonly string[])[];
  /** Words that, right after the phrase, make it harmless ("তোমার দিন শেষ হলে": when your day is over). */
  notBefore?: readonly string[];
}

/** "You" as the object: তোকে, তোরে, তোমাকে, ... */
const YOU = ['তোকে', 'তোরে', 'তরে', 'তোমাকে', 'তোমারে', 'তোদের', 'তোদেরকে', 'তোগো', 'তগো', 'তোমাদের', 'আপনাকে'];
/** "Your": তোর, তোমার, ... */
const YOUR = ['তোর', 'তর', 'তোমার', 'তোদের', 'তোগো', 'তগো', 'তোমাদের', 'আপনার'];

/** "Is over", "ends" said of a time: what follows "your day is over" when it is only a day. */
const WHEN = ['হলে', 'হলো', 'হল', 'হয়ে', 'হবে', 'হয়', 'হইলে', 'হইলো', 'কবে', 'কখন'];

const PHRASES: readonly { words: readonly ReadonlySet<string>[]; notBefore?: ReadonlySet<string> }[] = (
  [
    // I'll deal with you (see to you).
    { words: [YOU, ['দেখে', 'দেইখা', 'দেইখ্যা'], ['নেব', 'নেবো', 'নিব', 'নিবো', 'নিমু', 'লমু', 'লব', 'লবো']] },
    // You're in for it.
    { words: [YOUR, ['খবর'], ['আছে', 'আসে', 'হবে', 'আছেরে', 'করে', 'কইরা', 'করব', 'করবো', 'করমু']] },
    // You'll feel it.
    { words: [['টের'], ['পাবি', 'পাইবি', 'পাবা', 'পাইবা']] },
    // You'll learn what fun is (I'll show you).
    { words: [['মজা'], ['বুঝবি', 'বুজবি', 'বুঝাব', 'বুঝাবো', 'বুঝামু', 'দেখাব', 'দেখাবো', 'দেখামু']] },
    { words: [['বুঝবি', 'বুজবি', 'দেখাবো', 'দেখাব', 'দেখামু'], ['মজা']] },
    // Your last day; your days are over.
    { words: [YOUR, ['শেষ'], ['দিন']], notBefore: WHEN },
    { words: [YOUR, ['দিন'], ['শেষ', 'ঘনিয়ে', 'ফুরিয়ে']], notBefore: WHEN },
    // You won't survive; you won't get away.
    { words: [['বাঁচবি', 'বাচবি'], ['না']] },
    { words: [['রেহাই', 'ছাড়', 'রক্ষা', 'নিস্তার'], ['পাবি', 'পাইবি'], ['না']] },
    // Your corpse.
    { words: [YOUR, ['লাশ', 'লাশটা', 'লাশও']] },
    // You'll regret it.
    { words: [['পস্তাবি', 'পস্তাইবি']] },
    // You'll see what I do.
    {
      words: [
        ['কী', 'কি'],
        ['করি', 'করব', 'করবো', 'করমু'],
        ['দেখবি', 'দেখিস'],
      ],
    },
    { words: [['দেখবি'], ['কী', 'কি'], ['করি', 'করব', 'করবো', 'করমু']] },
    // Sorrow is written on your forehead.
    { words: [YOUR, ['কপালে'], ['দুঃখ', 'খারাপি', 'শনি']] },
  ] satisfies Phrase[]
).map(({ words, notBefore }) => ({
  words: words.map((forms) => new Set(forms.map(normalizeToken))),
  ...(notBefore ? { notBefore: new Set(notBefore.map(normalizeToken)) } : {}),
}));

/** The forms a phrase can start with: most words of a text start none, and are passed over at once. */
const FIRST_WORDS = new Set(PHRASES.flatMap(({ words }) => [...(words[0] as ReadonlySet<string>)]));

/**
 * A word (or two) of every phrase in each of its forms, as it stands in a text before normalisation: a text in Bengali
 * script without any of them, once the invisible characters the tokeniser drops are left out, holds no phrase and is
 * not tokenised again. Nine in ten comments of our validation split are passed over so (a batch row's analysis
 * spent an eighth of its time on this check before it).
 */
const ANCHORS = /খবর|দেখে\s+[নল]|দেইখ|দেখবি|দেখিস|পাবি|পাইবি|পাবা|পাইবা|মজা|শেষ|বা\u0981?চবি|লাশ|পস্তা|কপাল/u;
const LATIN_LETTER = /[a-z]/i;
/** A question mark right after a phrase (white space between allowed), looked for where the phrase ends. */
const QUESTION_AFTER = /\s*[?？]/uy;

/**
 * The veiled-threat phrases of `typed`, each as the user typed it (from its first word to its last), in the order they
 * appear; a phrase is named once. A phrase asked as a question (a question mark right after it: "তোমার খবর আছে?", do
 * you have news?) is not one.
 */
export function veiledThreatPhrases(typed: string): string[] {
  if (!LATIN_LETTER.test(typed) && !ANCHORS.test(removeInvisible(typed))) return [];
  const words = tokenize(typed).filter(isWordToken);
  const forms = words.map(typedWordForms);
  const found: string[] = [];
  const isOneOf = (at: number, allowed: ReadonlySet<string>) => (forms[at] as string[]).some((f) => allowed.has(f));
  for (let start = 0; start < words.length; start++) {
    if (!isOneOf(start, FIRST_WORDS)) continue;
    for (const { words: phrase, notBefore } of PHRASES) {
      const end = start + phrase.length;
      if (end > words.length) continue;
      if (!phrase.every((allowed, i) => isOneOf(start + i, allowed))) continue;
      const last = words[end - 1] as Token;
      if (notBefore && end < words.length && isOneOf(end, notBefore)) continue;
      QUESTION_AFTER.lastIndex = last.end;
      if (QUESTION_AFTER.test(typed)) continue;
      const text = typed.slice((words[start] as Token).start, last.end);
      if (!found.includes(text)) found.push(text);
    }
  }
  return found;
}
