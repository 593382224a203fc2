import { findLinks } from './find-links';
import { rewriteWords, type Rewritten } from './rewrite-words';
import { spellLetters } from './spell-letters';
import { faithWordSpelling } from './romanized-faith-words';
import { FREQUENT_WORDS } from './romanized-frequent-words';
import { LOANWORDS } from './romanized-loanwords';

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
 * - frequent words whose spelling the rules cannot guess (tor, keno/kno, ekta, taka) come from a
 *   list (romanized-frequent-words.ts, decision 0101), the words of faiths (hindu, muslim, nastik,
 *   puja), with their endings, from another (romanized-faith-words.ts, decision 0100), and the English words
 *   romanized Bangla borrows (delivery, free, good) from a third, each spelled the first way the model knows
 *   (romanized-loanwords.ts, decision 0116).
 */

/** ড় written composed, one letter, as the tokeniser's normalisation writes it (composeBengali). */
const RRA = '\u09DC';

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
  ['rh', RRA],
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
  ['y', '\u09DF'], // য়, composed as the tokeniser normalises it
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

/** A table's rows by the first letter they are typed with, longest first as in the table. */
function byFirstLetter<T extends [string, ...string[]]>(table: T[]): Map<string, T[]> {
  const rows = new Map<string, T[]>();
  for (const row of table) {
    const first = row[0][0] as string;
    const same = rows.get(first);
    if (same) same.push(row);
    else rows.set(first, [row]);
  }
  return rows;
}

const VOWELS_BY_LETTER = byFirstLetter(VOWELS);
const CONSONANTS_BY_LETTER = byFirstLetter(CONSONANTS);

function matchAt<T extends [string, ...string[]]>(word: string, i: number, table: Map<string, T[]>): T | undefined {
  return table.get(word[i] as string)?.find(([typed]) => word.startsWith(typed, i));
}

/** A Latin word as the rules read it: lower case, letters held for emphasis ("valooo", "plzzz") counted once. */
function foldLatin(input: string): string {
  return input.toLowerCase().replace(/([a-z])\1{2,}/g, '$1');
}

/** One lower-case Latin word in Bengali script (digits and other letters are kept as they are). */
export function transliterateWord(input: string): string {
  const word = foldLatin(input);
  return listedSpelling(word) ?? spell(word, FIRST_READING);
}

/**
 * A folded word's spelling from a list: a frequent word, an English loanword's first spelling (decision 0116), or a
 * faith word with or without an ending.
 */
function listedSpelling(word: string): string | undefined {
  return FREQUENT_WORDS.get(word) ?? LOANWORDS.get(word)?.[0] ?? faithWordSpelling(word);
}

/**
 * A way a typist on a Latin keyboard may have meant a word, besides the rules' first reading (decision 0099). Each is
 * one change a search may make to the rules' spelling (searchOf); the model's vocabulary says which is meant.
 */
interface Reading {
  /** Every two consonants in a row joined by a hasanta (andolon → আন্দোলন). */
  join?: boolean;
  /** c without an h is চ or ছ as ch is (kicu → কিছু, ace → আছে), and a c doubled is চ্ছ (hocce → হচ্ছে), not ক. */
  cAsCh?: boolean;
  /** A word's first a before a consonant is এ, as Bangladeshi typists write it (akhon → এখন, ader → এদের). */
  initialE?: boolean;
  /** A glide between vowels: w is ওয় (dewa → দেওয়া, awami → আওয়ামি), an a after i or e is য়া (dia → দিয়া). */
  glide?: boolean;
  /** oi after a consonant is the inherent vowel and ই (hoise → হইসে, koira → কইরা), not ঐ. */
  oiApart?: boolean;
  /** A word's last y is ি after a consonant (rony → রনি, army → আরমি) and not written after a vowel (korey → করে). */
  finalY?: boolean;
  /** A word's last o after a consonant is the inherent vowel, not ো (chatro → চাত্র, ondho → অন্ধ). */
  finalO?: boolean;
  /** An o inside a word after a consonant is ো, not the inherent vowel (golam → গোলাম, dholai → ধোলাই). */
  medialO?: boolean;
  /** A consonant before r or l is written apart, as the colloquial verb forms are (korle → করলে, amra → আমরা). */
  apart?: boolean;
  /**
   * A word's first vowel is nasal, with a chandrabindu (ঁ) no Latin key stands for (chad → চাঁদ, dat → দাঁত, khuje →
   * খুঁজে, kadbe → কাঁদবে); decision 0119.
   */
  nasal?: boolean;
}

const FIRST_READING: Reading = {};
const JOINED: Reading = { join: true };
// Those after the joined clusters in the order a search tries them, one change at a time and then two, each with the
// Latin words it can change (a search spells a word only the ways that can differ from the rules' first spelling). The
// nasal vowel, rarer than a letter typed alike, is tried after the swapped letters (gari: গাড়ি before গাঁরি) and alone,
// never with another reading (hay is not হাঁ) or a swapped letter, so that it costs a word one look-up more.
const OTHER_READINGS: readonly { reading: Reading; changes: RegExp; rare?: true }[] = [
  { reading: { cAsCh: true }, changes: /c(?!h)/ },
  { reading: { initialE: true }, changes: /^a[^aeiou]/ },
  { reading: { glide: true }, changes: /[aeiou]w[aeiou]|[ie]a/ },
  { reading: { oiApart: true }, changes: /[^aeiou]oi/ },
  { reading: { finalY: true }, changes: /.y$/ },
  { reading: { finalO: true }, changes: /[^aeiou]o$/ },
  { reading: { apart: true }, changes: /[^aeiou][rl]/ },
  { reading: { medialO: true }, changes: /[^aeiou]o./ },
  { reading: { nasal: true }, changes: /[aeiou]/, rare: true },
];
const CHANDRABINDU = 'ঁ';
const LATIN_VOWELS = /[aeiou]/;
const YA = '\u09DF'; // য়, composed

/**
 * The rules' spelling of a word. They join a consonant to an r or l after it by a hasanta (prem → প্রেম) and write
 * other consonants in a row apart, as Bengali spells most compounds (ekbar → একবার); `reading` changes one or more of
 * the rules (Reading).
 */
function spell(word: string, reading: Reading): string {
  let out = '';
  let afterConsonant = false;
  let nasalize = reading.nasal === true;
  let i = 0;
  while (i < word.length) {
    const vowel = matchAt(word, i, VOWELS_BY_LETTER);
    if (vowel) {
      const [typed, letter, sign] = vowel;
      const atEnd = i + typed.length === word.length;
      // The first vowel, a letter, a sign or the inherent vowel, takes the chandrabindu (Reading `nasal`); oi read
      // apart does not.
      const nasal = nasalize ? CHANDRABINDU : '';
      nasalize = false;
      if (reading.oiApart && typed === 'oi' && afterConsonant) {
        out += 'ই';
        afterConsonant = false;
        i += 2;
        continue;
      }
      if (!afterConsonant) {
        if (reading.initialE && i === 0 && typed === 'a' && word.length > 1 && !LATIN_VOWELS.test(word[1] as string))
          out += 'এ';
        else if (reading.glide && typed === 'a' && i > 0 && /[ie]/.test(word[i - 1] as string)) out += `${YA}া`;
        // An o after another vowel is a vowel of its own, ও (dao → দাও); অ only begins a word (onek → অনেক).
        else out += typed === 'o' && i > 0 ? 'ও' : letter;
      }
      // A medial 'o' after a consonant is the inherent vowel: nothing is written.
      else if (typed !== 'o' || (atEnd ? !reading.finalO : reading.medialO)) out += sign;
      out += nasal;
      afterConsonant = false;
      i += typed.length;
      continue;
    }
    const consonant = matchAt(word, i, CONSONANTS_BY_LETTER);
    if (consonant) {
      const typed = consonant[0];
      let letter = consonant[1];
      const next = word[i + typed.length];
      // A y between a consonant and a vowel is the ya-phala (jyanto → জ্যান্ত, byapar → ব্যাপার, dhyan → ধ্যান).
      if (typed === 'y' && afterConsonant && matchAt(word, i + 1, VOWELS_BY_LETTER)) {
        out += `${HASANTA}য`;
        i += 1;
        continue;
      }
      if (reading.finalY && typed === 'y' && next === undefined && i > 0) {
        if (afterConsonant) out += 'ি';
        break;
      }
      if (reading.glide && typed === 'w' && i > 0 && !afterConsonant && next !== undefined && LATIN_VOWELS.test(next)) {
        out += `ও${YA}`;
        afterConsonant = true;
        i += 1;
        continue;
      }
      if (reading.cAsCh && typed === 'c') {
        // A c doubled (cc, cch) is the conjunct চ্ছ; the swap of ছ for চ gives চ্চ.
        if (next === 'c') {
          out += `চ${HASANTA}`;
          afterConsonant = false;
          i += 1;
          continue;
        }
        letter = i > 0 ? 'ছ' : 'চ';
      }
      if (typed === 'ch' && i > 0) letter = 'ছ';
      if (typed === 'ng' && i + 2 < word.length && matchAt(word, i + 2, VOWELS_BY_LETTER)) letter = 'ঙ';
      const joins = (LIQUIDS.has(letter) && !reading.apart) || reading.join;
      if (afterConsonant && joins && !out.endsWith('ং')) out += HASANTA;
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

// A Latin keyboard writes some letters alike: t is ত or ট, d দ or ড, th থ or ঠ, dh ধ or ঢ, j জ or য, c or ch
// চ or ছ, and r র or ড়. The rules write the first of each pair; the other is an alternative a model's vocabulary can
// choose (pitaiya: পিতাইয়া, or the পিটাইয়া a model knows; gari: গারি, or গাড়ি).
const ALTERNATIVE_LETTERS: Readonly<Record<string, string>> = {
  ত: 'ট',
  দ: 'ড',
  থ: 'ঠ',
  ধ: 'ঢ',
  জ: 'য',
  চ: 'ছ',
  ছ: 'চ',
  শ: 'স',
  স: 'শ',
  র: RRA,
};
// A word longer than any romanized Bangla word is not searched, and only its first letters typed alike are
// swapped: an adversarial text of long words then costs a bounded number of look-ups a word (at most 122 since
// decision 0119: 10 readings alone, 12 swaps of the first and the joined spelling, 36 pairs of readings, 48 readings
// with a swap, 15 pairs of swaps and the abbreviation).
const MAX_SEARCHED_LETTERS = 20;
const MAX_SWAPPABLE = 6;
// Two consonant letters in a row, the first maybe an aspirate (ch, dh): bachcha, buddhi, andolon.
const CONSONANTS_IN_A_ROW = /[bcdfgjklmnpqrstvxz]h?[bcdfgjkmnpqstvxz]/;

/**
 * The other spellings a Latin word could mean (transliterateWord gives the first), those with the fewest changes
 * first. One change: its consonants in a row joined (Reading `join`), another reading of the keys (OTHER_READINGS),
 * or one letter swapped for the other of its pair (ALTERNATIVE_LETTERS). Then two: two readings together, a reading
 * and a swap, or two swaps. None for a word of the list of frequent words, whose spelling is known, or for one of
 * more than MAX_SEARCHED_LETTERS letters. Every Bengali letter is one UTF-16 unit, so a swap is a slice.
 */
export function alternativeSpellings(input: string): string[] {
  const word = foldLatin(input);
  if (listedSpelling(word) !== undefined) return [];
  const search = searchOf(word, spell(word, FIRST_READING));
  return [...search.oneChange(), ...search.twoChanges()];
}

/**
 * alternativeSpellings of a folded word that is not in the list, given its rule spelling `first`, in two steps, so that
 * a search that finds a spelling the vocabulary holds with one change builds none with two.
 */
function searchOf(word: string, first: string): { oneChange(): string[]; twoChanges(): string[] } {
  const out: string[] = [];
  const add = (spelled: string) => {
    if (spelled !== first && !out.includes(spelled)) out.push(spelled);
  };
  const searched = word.length <= MAX_SEARCHED_LETTERS;
  const joins = searched && CONSONANTS_IN_A_ROW.test(word);
  const joined = joins ? spell(word, JOINED) : first;
  const readings = searched
    ? OTHER_READINGS.filter(({ changes }) => changes.test(word))
        .map(({ reading, rare }) => ({ reading, rare, spelled: spell(word, reading) }))
        .filter(({ spelled }) => spelled !== first)
    : [];
  // The readings a search pairs with another change, and the rare ones it tries alone, after the swaps.
  const paired = readings.filter(({ rare }) => !rare);
  const alone = readings.filter(({ rare }) => rare);
  const swaps = searched ? swappable(first) : [];
  return {
    oneChange() {
      // Joined clusters first: a conjunct the model knows is likelier meant than another reading or a swapped letter.
      add(joined);
      for (const { spelled } of paired) add(spelled);
      for (const i of swaps) add(swapAt(first, i));
      if (joined !== first) for (const i of swappable(joined)) add(swapAt(joined, i));
      for (const { spelled } of alone) add(spelled);
      return out.slice();
    },
    twoChanges() {
      const before = out.length;
      // Two readings together (joined clusters with another reading first), then a reading and a swap, then two swaps.
      for (let a = 0; a < paired.length; a++) {
        const { reading } = paired[a] as (typeof paired)[number];
        if (joins) add(spell(word, { ...reading, join: true }));
        for (let b = a + 1; b < paired.length; b++) add(spell(word, { ...reading, ...paired[b]?.reading }));
      }
      for (const { spelled } of paired) for (const i of swappable(spelled)) add(swapAt(spelled, i));
      for (let a = 0; a < swaps.length; a++) {
        for (let b = a + 1; b < swaps.length; b++) add(swapAt(swapAt(first, swaps[a] as number), swaps[b] as number));
      }
      return out.slice(before);
    },
  };
}

/**
 * Where a spelling has a letter typed alike with another (ALTERNATIVE_LETTERS). A র may be ড় only where Bengali
 * writes ড়: after a vowel, never first in a word and never joined to a consonant (প্রেম, কর্ম).
 */
function swappable(spelled: string): number[] {
  const at: number[] = [];
  for (let i = 0; i < spelled.length && at.length < MAX_SWAPPABLE; i++) {
    const letter = spelled[i] as string;
    if (!ALTERNATIVE_LETTERS[letter]) continue;
    if (letter === 'র' && (i === 0 || spelled[i - 1] === HASANTA || spelled[i + 1] === HASANTA)) continue;
    at.push(i);
  }
  return at;
}

function swapAt(spelled: string, i: number): string {
  return spelled.slice(0, i) + ALTERNATIVE_LETTERS[spelled[i] as string] + spelled.slice(i + 1);
}

/**
 * The first other spelling of a word the list lacks that the vocabulary knows, or undefined. In order: the other
 * readings of Bangla typed on a Latin keyboard with one change, then with two (searchOf), then a short word read
 * letter by letter as an abbreviation (বিএনপি for bnp), decision 0099.
 */
function firstKnown(word: string, first: string, knows: (word: string) => boolean): string | undefined {
  const search = searchOf(word, first);
  const found = search.oneChange().find(knows) ?? search.twoChanges().find(knows);
  if (found !== undefined) return found;
  if (word.length < 2 || word.length > MAX_ABBREVIATION_LETTERS) return undefined;
  const letters = spellLetters(word);
  return knows(letters) ? letters : undefined;
}
const MAX_ABBREVIATION_LETTERS = 4;

const LATIN_WORD = /[A-Za-z]+/g;

const insideAny = (spans: readonly [number, number][], at: number) => spans.some(([s, e]) => at >= s && at < e);

/** A text with every Latin-letter word transliterated, and the way back from its spans to the original's. */
export type Transliterated = Rewritten;

/**
 * Transliterates the Latin words of a text and keeps the rest (Bengali, digits, emoji, punctuation,
 * spaces, links) character for character, so that each transliterated word is one word again and every
 * span of the result maps back to the span of the word as the user typed it. With a model's vocabulary
 * (`knows`), a word whose rule spelling it lacks takes the first alternative spelling it holds (spellFor).
 */
export function transliterateText(text: string, knows?: (word: string) => boolean): Transliterated {
  const links = findLinks(text);
  const budget = { searches: SEARCHES_PER_TEXT };
  // A link is kept as typed: its pieces are not Bangla words.
  return rewriteWords(text, LATIN_WORD, (word, start) =>
    insideAny(links, start) ? undefined : spellFor(word, knows, budget),
  );
}

/**
 * A Latin word's transliteration; with a vocabulary (`knows`), a word the rules spell in a way the vocabulary
 * does not hold is spelled the first way it does, with the fewest changes (alternativeSpellings). The choice is
 * kept per vocabulary and word (at most CHOICES_KEPT words, then forgotten), as comments repeat their words. In a
 * text, only the first `budget.searches` words whose rule spelling the vocabulary lacks are spelled another way; the
 * words after them keep the rules' spelling.
 */
function spellFor(word: string, knows: ((word: string) => boolean) | undefined, budget: { searches: number }): string {
  // transliterateWord, keeping the folded word and its rule spelling for the search below.
  const folded = foldLatin(word);
  // An English loanword is spelled the first listed way the model knows; knowing none, as any other word (decision 0116).
  const loan = knows && LOANWORDS.get(folded);
  const known = loan ? loan.find(knows) : undefined;
  if (known !== undefined) return known;
  const listed = loan ? undefined : listedSpelling(folded);
  const spelled = listed ?? spell(folded, FIRST_READING);
  if (!knows || knows(spelled)) return spelled;
  // Counted whether the choice is kept or not, so that a text reads the same whatever was read before it.
  if (budget.searches <= 0) return spelled;
  budget.searches--;
  let choices = chosenSpellings.get(knows);
  if (!choices) chosenSpellings.set(knows, (choices = new Map()));
  let chosen = choices.get(word);
  if (chosen === undefined) {
    chosen = (listed ? undefined : firstKnown(folded, spelled, knows)) ?? spelled;
    if (choices.size >= CHOICES_KEPT) choices.clear();
    choices.set(word, chosen);
  }
  return chosen;
}

// Words of one text whose spelling is searched for at most. BanTH's romanized comments hold 3.7 words a
// comment whose rule spelling the model lacks (99.9 % hold 43 or fewer, the most 73); a text of the longest
// allowed length made of words never seen then costs at most this many searches (each up to 122 look-ups since decision
// 0119, 121 since decision 0099: about 100 us on a slow 2-core machine, docs/performance.md).
const SEARCHES_PER_TEXT = 64;
const CHOICES_KEPT = 20_000;
const chosenSpellings = new WeakMap<(word: string) => boolean, Map<string, string>>();
