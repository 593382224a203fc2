import { removeInvisible } from '../text/normalize-text';
import type { Token } from '../text/tokenize';
import { askedAt, readTypedWords, wordSet, wordTable } from './typed-word-forms';

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
    // Count your days (decision 0125): the imperative only, so "ঈদের দিন গুনছি" (I'm counting the days) is not one.
    { words: [['দিন'], ['গোন', 'গুন', 'গোনো', 'গুনো', 'গুনিস']] },
  ] satisfies Phrase[]
).map(({ words, notBefore }) => ({
  words: words.map(wordSet),
  ...(notBefore ? { notBefore: wordSet(notBefore) } : {}),
}));

/** The forms a phrase can start with: most words of a text start none, and are passed over at once. */
const FIRST_WORDS = new Set(PHRASES.flatMap(({ words }) => [...(words[0] as ReadonlySet<string>)]));

/**
 * A word (or two) of every phrase in each of its forms, as it stands in a text before normalisation: a text in Bengali
 * script without any of them, once the invisible characters the tokeniser drops are left out, holds no phrase and is
 * not tokenised again. Nine in ten comments of our validation split are passed over so (a batch row's analysis
 * spent an eighth of its time on this check before it).
 */
const ANCHORS =
  /খবর|দেখে\s+[নল]|দেইখ|দেখবি|দেখিস|পাবি|পাইবি|পাবা|পাইবা|মজা|শেষ|বা\u0981?চবি|লাশ|পস্তা|কপাল|দিন\s+গ[োু]ন/u;
const LATIN_LETTER = /[a-z]/i;

/**
 * "I know where you live" (decision 0111): the writer says they know, or hold, the reader's home, workplace, car or
 * family: "তোর বাসার ঠিকানা কিন্তু আমি জানি" (I do know your address), "তুই কোথায় থাকিস সব জানি", "তোর মেয়ে কোন স্কুলে পড়ে
 * সেটা আমরা জানি", "তোর বাড়ির ঠিকানা আমার কাছে আছে". The default model read four of thirteen such threats written for the
 * round as Normal Text (up to 65.8 %) and one as sexual, with no notice. A phrase starts at "you" or "your"
 * (`YOU_OR_YOUR`), names a home or a workplace or asks where (`isPlace`, `WHERE`), or names a car, a school or a child
 * (`isKin`), and ends, within the same clause and eight words, in "I know", "we know", "is known", "I keep track"
 * (`KNOWING`), or, of a place, "I have it" or "I found it". "I know" negated ("তোর বাসা চিনি না, ঠিকানাটা দে"), asked, or
 * said before the rest ("আমি জানি তুমি কোথায় থাকো") is not one. Without "you", a phrase may start at where or which
 * followed by the reader's verb (decision 0126: `WHERE_OR_WHICH`, `YOUR_VERB`).
 */
const YOU_OR_YOUR = wordSet([...YOU, ...YOUR, 'তুই', 'তুমি', 'আপনি', 'তোরা', 'তোমরা', 'আপনারা']);
/** Where: "তুই কোথায় থাকিস". */
const WHERE_WORDS = ['কোথায়', 'কই', 'কোনখানে'];
const WHERE = wordSet(WHERE_WORDS);
/**
 * Where or which, asked of the reader without "you" (decision 0126): Bengali drops the pronoun, and the verb says who
 * ("কই থাকস আমি জানি", "কোন কোচিং এ পড়িস কয়টায় ছুটি হয় সব জানি").
 */
const WHERE_OR_WHICH = wordSet([...WHERE_WORDS, 'কোন', 'কোনো', 'কুন']);
/**
 * The reader's own verb of living, studying, working or going, in the second person's present (familiar, তুমি or
 * আপনি): থাকিস, পড়স, যাস, করিস, থাকো, থাকেন. Left out: the forms that are also an order (থাক, যাও, করো, যান, করেন),
 * which ask nothing of where the reader is.
 */
const YOUR_VERB = wordSet([
  ...['থাকিস', 'থাকস', 'থাকোস', 'থাকো', 'থাকেন'],
  ...['পড়িস', 'পড়স', 'পড়োস', 'পড়ো', 'পড়েন'],
  ...['যাস', 'যাইস', 'করিস', 'করস', 'করোস'],
]);
/** How many words may stand between where or which and the reader's verb ("কোন কোচিং এ পড়িস"). */
const VERB_SPAN = 3;
/** A home, a workplace, its address, with any ending (বাসার, বাড়িতে, অফিসের). */
const isPlace = wordTable(['ঠিকানা', 'বাসা', 'বাড়ি', 'বাড়ী', 'অফিস', 'লোকেশন'], []);
/** A car, a school, a child or a spouse, with any ending (মেয়েটা, গাড়িটা, স্কুলে). */
const isKin = wordTable(
  ['গাড়ি', 'গাড়ী', 'স্কুল', 'ইস্কুল', 'কলেজ', 'মেয়ে', 'ছেলে', 'বাচ্চা', 'পরিবার', 'ফ্যামিলি'],
  ['বউ', 'বউয়ের', 'বউরে', 'বউকে', 'বৌ', 'বৌয়ের', 'বোন', 'বোনের', 'বোনরে', 'বোনকে'],
);
/**
 * The last word of a phrase of knowing, with the words before it where it takes them, nearest first (জানা আছে, জেনে
 * গেছি, বের করে ফেলছি). Knowing a place or a person (`of: 'any'`): জানি, চিনি, খবর রাখি. Having found or holding it,
 * said of a place or where only (`of: 'place'`): "ঠিকানা পেয়ে গেছি", "আমার কাছে আছে"; of a person it is mostly a joke
 * ("তোমার বউ মা খুঁজে পাইছি"). করে ফেলছি alone is any deed ("তোর বাসার কাজ করে ফেলছি"), so it needs বের (found out).
 */
const DONE = ['গেছি', 'ফেলছি', 'ফেলেছি', 'ফেলসি'];
const KNOWING: readonly { last: ReadonlySet<string>; before?: readonly ReadonlySet<string>[]; of: 'any' | 'place' }[] =
  [
    { last: wordSet(['জানি', 'জানিরে', 'চিনি', 'জানতাম']), of: 'any' },
    // আসে: আছে as it is said in the east and typed in Latin letters ("jana ase").
    { last: wordSet(['আছে', 'আসে']), before: [wordSet(['জানা'])], of: 'any' },
    { last: wordSet(DONE), before: [wordSet(['জেনে', 'জাইনা', 'জাইন্না', 'চিনে', 'চিইনা'])], of: 'any' },
    { last: wordSet(['রাখি', 'রাখছি', 'রাখতেছি']), before: [wordSet(['খবর', 'খোঁজ', 'নজর'])], of: 'any' },
    { last: wordSet(['আছে']), before: [wordSet(['কাছে', 'নজরে', 'লিস্টে'])], of: 'place' },
    { last: wordSet(DONE), before: [wordSet(['পেয়ে', 'পাইয়া'])], of: 'place' },
    { last: wordSet(DONE), before: [wordSet(['করে', 'কইরা']), wordSet(['বের'])], of: 'place' },
    { last: wordSet(['পাইছি', 'পেয়েছি', 'পাইসি']), of: 'place' },
  ];
/** Not: right after "I know". */
const NOT = wordSet(['না', 'নাই', 'নি', 'নে', 'নেই']);
/**
 * The end of every phrase of knowing as it stands in a text before normalisation (the last words above, য় precomposed
 * or not): a text in Bengali script without one, or without a word of "you", is not searched for them.
 */
const YA = '(?:\u09DF|\u09AF\u09BC)';
const KNOWING_ANCHORS = new RegExp(
  [
    'জানি|জানা\\s+আ[ছস]ে|জানতাম|চিনি|(?:কাছে|নজরে|লিস্টে)\\s+আছে',
    `(?:জেনে|জাইনা|জাইন্না|চিনে|চিইনা|পে${YA}ে|পাই${YA}া|বের\\s+(?:করে|কইরা))\\s+(?:গেছি|ফেলছি|ফেলেছি|ফেলসি)`,
    `পাইছি|পে${YA}েছি|পাইসি|(?:খবর|খোঁজ|নজর)\\s+রাখ`,
  ].join('|'),
  'u',
);
/**
 * The start of every word of `YOU_OR_YOUR`, and the second person's endings of `YOUR_VERB`'s verbs, as they stand before
 * normalisation (ড় precomposed or not): a phrase of knowing needs one.
 */
const SECOND_PERSON = /তু|তো|তর|তগো|আপন|(?:থাক|প(?:\u09DC|\u09A1\u09BC)|যা|যাই|কর)(?:িস|স|োস|ো|েন)/u;
/** How many words a phrase of knowing may take after its first. */
const KNOWING_SPAN = 8;

/**
 * The veiled-threat phrases of `typed`, each as the user typed it (from its first word to its last), in the order they
 * appear; a phrase is named once. A phrase asked as a question (a question mark right after it: "তোমার খবর আছে?", do
 * you have news?) is not one.
 */
export function veiledThreatPhrases(typed: string): string[] {
  const visible = LATIN_LETTER.test(typed) ? undefined : removeInvisible(typed);
  const idioms = visible === undefined || ANCHORS.test(visible);
  const knowing = visible === undefined || (KNOWING_ANCHORS.test(visible) && SECOND_PERSON.test(visible));
  if (!idioms && !knowing) return [];
  const { words, has, passes, span, clauseEndsAfter } = readTypedWords(typed);
  // Each phrase found, with where it starts in the text.
  const found: { at: number; text: string }[] = [];
  /**
   * Names the phrase from word `first` to word `last`, unless it is asked (a question mark right after it); whether it
   * was named.
   */
  const add = (first: number, last: number): boolean => {
    if (askedAt(typed, (words[last] as Token).end)) return false;
    found.push({ at: (words[first] as Token).start, text: span(first, last) });
    return true;
  };
  const clauseEndsBefore = (at: number) => clauseEndsAfter(at - 1);
  /**
   * The last word of a sentence of knowing that starts at word `start`, or -1 (none there, or negated); `asked`: a
   * place was already asked for before `start` (where or which, then the reader's verb).
   */
  const knowingEnd = (start: number, asked = false): number => {
    // What the words since `start` named: a place or where, or a car, a school or a person.
    let place = asked;
    let kin = false;
    for (let at = start + 1; at <= start + KNOWING_SPAN && at < words.length && !clauseEndsBefore(at); at++) {
      const ending = KNOWING.find(
        ({ last, before = [] }) =>
          has(at, last) && before.every((allowed, back) => at - 1 - back > start && has(at - 1 - back, allowed)),
      );
      if (ending && (place || (kin && ending.of === 'any'))) {
        const negated = at + 1 < words.length && !clauseEndsBefore(at + 1) && has(at + 1, NOT);
        return negated ? -1 : at;
      }
      place ||= has(at, WHERE) || passes(at, isPlace);
      kin ||= passes(at, isKin);
    }
    return -1;
  };
  /** The reader's verb within `VERB_SPAN` words after where or which at word `start`, in its clause, or -1. */
  const readerVerb = (start: number): number => {
    for (let at = start + 1; at <= start + VERB_SPAN && at < words.length && !clauseEndsBefore(at); at++)
      if (has(at, YOUR_VERB)) return at;
    return -1;
  };
  for (let start = 0; knowing && start < words.length; start++) {
    let end = -1;
    if (has(start, YOU_OR_YOUR)) end = knowingEnd(start);
    else if (has(start, WHERE_OR_WHICH)) {
      const verb = readerVerb(start);
      if (verb >= 0) end = knowingEnd(verb, true);
    }
    // No other sentence starts inside one named ("তুই তোর বাসা কোথায় জানি" is named once).
    if (end >= 0 && add(start, end)) start = end;
  }
  for (let start = 0; idioms && start < words.length; start++) {
    if (!has(start, FIRST_WORDS)) continue;
    for (const { words: phrase, notBefore } of PHRASES) {
      const end = start + phrase.length;
      if (end > words.length) continue;
      if (!phrase.every((allowed, i) => has(start + i, allowed))) continue;
      if (notBefore && has(end, notBefore)) continue;
      add(start, end - 1);
    }
  }
  // In the order they stand, each named once.
  return [...new Set(found.sort((a, b) => a.at - b.at).map(({ text }) => text))];
}
