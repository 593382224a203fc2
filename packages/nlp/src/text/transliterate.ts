import { findLinks } from './find-links';
import { rewriteWords, type Rewritten } from './rewrite-words';

/**
 * Romanized Bangla ("ami tore valo pai", "bhai kno") to Bengali script, by rules written for the phonetic
 * way people type on Latin keyboards, not for a formal scheme such as ISO 15919. The output need not be
 * the dictionary spelling: it must come close enough that the word and character n-gram features of a
 * model trained on Bengali script find the word (the spelling-folded features absorb ী/ি, শ/স, ড়/র).
 *
 * Choices, with the reasons:
 * - 'o' inside a word is the inherent vowel (kotha → কথা, korbo → করবো), at the end of a word or at its
 *   start it is written (valo → ভালো, onek → অনেক).
 * - 'ch' at the start of a word is চ (cholo, chai), inside a word ছ (ache, hoyeche, kichu), which is how
 *   the colloquial verb endings are spelt.
 * - 't' and 'd' are dental (ত, দ), the far more frequent letters in pronouns and verbs (tor, dibo).
 * - a consonant before r or l makes a conjunct (brishti → ব্রিশতি, prem → প্রেম); other clusters are
 *   written without a hasanta, as Bengali spells most compounds (ekbar → একবার).
 * - frequent words whose spelling the rules cannot guess (tor, keno/kno, dhonnobad, ta) come from a
 *   short list.
 */

const WORDS: Record<string, string> = {
  tor: 'তোর',
  tore: 'তোরে',
  toke: 'তোকে',
  tomar: 'তোমার',
  tomake: 'তোমাকে',
  tomra: 'তোমরা',
  tora: 'তোরা',
  tomader: 'তোমাদের',
  toder: 'তোদের',
  tui: 'তুই',
  tmr: 'তোমার',
  tmk: 'তোমাকে',
  tmi: 'তুমি',
  kno: 'কেন',
  keno: 'কেন',
  kn: 'কেন',
  ki: 'কি',
  ta: 'টা',
  ti: 'টি',
  to: 'তো',
  ar: 'আর',
  r: 'আর',
  valo: 'ভালো',
  bhalo: 'ভালো',
  vlo: 'ভালো',
  bhlo: 'ভালো',
  valobasi: 'ভালোবাসি',
  bhalobashi: 'ভালোবাসি',
  dhonnobad: 'ধন্যবাদ',
  dhonyobad: 'ধন্যবাদ',
  dhonnobaad: 'ধন্যবাদ',
  jonno: 'জন্য',
  jonne: 'জন্যে',
  eid: 'ঈদ',
  mubarak: 'মোবারক',
  mobarak: 'মোবারক',
  thik: 'ঠিক',
  office: 'অফিস',
  video: 'ভিডিও',
  call: 'কল',
  hotel: 'হোটেল',
  tight: 'টাইট',
  figure: 'ফিগার',
  josh: 'জোস',
  joss: 'জোস',
  inbox: 'ইনবক্স',
  body: 'বডি',
  hot: 'হট',
  pic: 'পিক',
  sexy: 'সেক্সি',
  number: 'নাম্বার',
  sesh: 'শেষ',
  shesh: 'শেষ',
  nosto: 'নষ্ট',
  nosht: 'নষ্ট',
  kete: 'কেটে',
  kate: 'কাটে',
  kata: 'কাটা',
  venge: 'ভেঙে',
  bhenge: 'ভেঙে',
  fatabo: 'ফাটাবো',
  fatiye: 'ফাটিয়ে',
  brishti: 'বৃষ্টি',
  bari: 'বাড়ি',
  barite: 'বাড়িতে',
  bolod: 'বলদ',
  pagol: 'পাগল',
  chagol: 'ছাগল',
  chobi: 'ছবি',
  chele: 'ছেলে',
  chara: 'ছাড়া',
  charbo: 'ছাড়বো',
  chuti: 'ছুটি',
  jabo: 'যাবো',
  jai: 'যাই',
  jacchi: 'যাচ্ছি',
  jaccho: 'যাচ্ছো',
  jodi: 'যদি',
  je: 'যে',
  ja: 'যা',
  pailei: 'পাইলেই',
  hoito: 'হইতো',
  amk: 'আমাকে',
  ami: 'আমি',
  apu: 'আপু',
  vai: 'ভাই',
  bhai: 'ভাই',
  khun: 'খুন',
  sathe: 'সাথে',
  shathe: 'সাথে',
  pore: 'পরে',
  kharap: 'খারাপ',
  baje: 'বাজে',
  faltu: 'ফালতু',
};

// Longest first, so that 'chh' is read before 'ch' and 'ch' before 'c'.
const CONSONANTS: [string, string][] = [
  ['chh', 'ছ'],
  ['kh', 'খ'],
  ['gh', 'ঘ'],
  ['ng', 'ং'],
  ['ch', 'চ'],
  ['jh', 'ঝ'],
  ['th', 'থ'],
  ['dh', 'ধ'],
  ['ph', 'ফ'],
  ['bh', 'ভ'],
  ['sh', 'শ'],
  ['rh', 'ড়'],
  ['k', 'ক'],
  ['g', 'গ'],
  ['c', 'ক'],
  ['j', 'জ'],
  ['z', 'জ'],
  ['t', 'ত'],
  ['d', 'দ'],
  ['n', 'ন'],
  ['p', 'প'],
  ['f', 'ফ'],
  ['b', 'ব'],
  ['v', 'ভ'],
  ['m', 'ম'],
  ['r', 'র'],
  ['l', 'ল'],
  ['s', 'স'],
  ['h', 'হ'],
  ['y', 'য়'],
  ['w', 'ও'],
  ['q', 'ক'],
  ['x', 'ক্স'],
];

// [typed, independent letter, vowel sign after a consonant]
const VOWELS: [string, string, string][] = [
  ['aa', 'আ', 'া'],
  ['ee', 'ঈ', 'ী'],
  ['oo', 'উ', 'ু'],
  ['oi', 'ঐ', 'ৈ'],
  ['ou', 'ঔ', 'ৌ'],
  ['a', 'আ', 'া'],
  ['i', 'ই', 'ি'],
  ['u', 'উ', 'ু'],
  ['e', 'এ', 'ে'],
  ['o', 'অ', 'ো'],
];

const HASANTA = '্';
const LIQUIDS = new Set(['র', 'ল']);

function matchAt<T extends [string, ...string[]]>(word: string, i: number, table: T[]): T | undefined {
  return table.find(([typed]) => word.startsWith(typed, i));
}

/** One lower-case Latin word in Bengali script (digits and other letters are kept as they are). */
export function transliterateWord(input: string): string {
  // Letters held for emphasis ("valooo", "plzzz") count once.
  const word = input.toLowerCase().replace(/([a-z])\1{2,}/g, '$1');
  const known = WORDS[word];
  if (known) return known;
  let out = '';
  let afterConsonant = false;
  let i = 0;
  while (i < word.length) {
    const vowel = matchAt(word, i, VOWELS);
    if (vowel) {
      const [typed, letter, sign] = vowel;
      const atEnd = i + typed.length === word.length;
      // An o after another vowel is a vowel of its own, ও (dao → দাও); অ only begins a word (onek → অনেক).
      if (!afterConsonant) out += typed === 'o' && i > 0 ? 'ও' : letter;
      // A medial 'o' after a consonant is the inherent vowel: nothing is written.
      else if (typed !== 'o' || atEnd) out += sign;
      afterConsonant = false;
      i += typed.length;
      continue;
    }
    const consonant = matchAt(word, i, CONSONANTS);
    if (consonant) {
      const typed = consonant[0];
      let letter = consonant[1];
      if (typed === 'ch' && i > 0) letter = 'ছ';
      if (typed === 'ng' && i + 2 < word.length && matchAt(word, i + 2, VOWELS)) letter = 'ঙ';
      if (afterConsonant && LIQUIDS.has(letter) && !out.endsWith('ং')) out += HASANTA;
      out += letter;
      afterConsonant = letter !== 'ং';
      i += typed.length;
      continue;
    }
    out += word[i];
    afterConsonant = false;
    i++;
  }
  return out;
}

const LATIN_WORD = /[A-Za-z]+/g;

const insideAny = (spans: readonly [number, number][], at: number) => spans.some(([s, e]) => at >= s && at < e);

/** A text with every Latin-letter word transliterated, and the way back from its spans to the original's. */
export type Transliterated = Rewritten;

/**
 * Transliterates the Latin words of a text and keeps the rest (Bengali, digits, emoji, punctuation,
 * spaces, links) character for character, so that each transliterated word is one word again and every
 * span of the result maps back to the span of the word as the user typed it.
 */
export function transliterateText(text: string): Transliterated {
  const links = findLinks(text);
  // A link is kept as typed: its pieces are not Bangla words.
  return rewriteWords(text, LATIN_WORD, (word, start) =>
    insideAny(links, start) ? undefined : transliterateWord(word),
  );
}
