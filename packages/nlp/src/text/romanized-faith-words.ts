/**
 * Faiths, their people, places and rites, and the words said of them, as people type them on a Latin keyboard, with the
 * spelling the Bengali dictionary gives (decision 0100). The transliteration's rules spell these words close to how
 * they sound, and for most of them that spelling is a rare misspelling the models barely know: nastik is read as
 * নাসতিক, which the default model moves 1.7 from its bias, against 14.5 for নাস্তিক; hindu as হিনদু (0.6 against 1.1
 * for হিন্দু), muslim as মুস্লিম (0.4 against 1.4 for মুসলিম), puja as পুজা, christian as চ্রিসতিআন. Because
 * the misspelling is a word the model knows, the search for another spelling (transliterate.ts) never starts.
 *
 * A word of this list also takes the endings Bangla adds to a noun (muslimder → মুসলিমদের, hindugula → হিন্দুগুলা).
 * Only spellings the default model's vocabulary holds, or whose letters it reads, are listed; words the rules already
 * spell as the dictionary does (islam, kafir, malaun, hujur, jihad) are not.
 */
const FAITH_WORD_LIST: Readonly<Record<string, string>> = {
  hindu: 'হিন্দু',
  hindutva: 'হিন্দুত্ব',
  muslim: 'মুসলিম',
  musalman: 'মুসলমান',
  musolman: 'মুসলমান',
  christian: 'খ্রিস্টান',
  khristian: 'খ্রিস্টান',
  christan: 'খ্রিস্টান',
  boudho: 'বৌদ্ধ',
  bouddho: 'বৌদ্ধ',
  buddhist: 'বৌদ্ধ',
  ihudi: 'ইহুদি',
  yahudi: 'ইহুদি',
  ehudi: 'ইহুদি',
  nastik: 'নাস্তিক',
  dhormo: 'ধর্ম',
  dhorm: 'ধর্ম',
  dharma: 'ধর্ম',
  dhormio: 'ধর্মীয়',
  dhormiyo: 'ধর্মীয়',
  jongi: 'জঙ্গি',
  quran: 'কোরান',
  kuran: 'কোরান',
  nabi: 'নবী',
  masjid: 'মসজিদ',
  mollah: 'মোল্লা',
  mulla: 'মোল্লা',
  mullah: 'মোল্লা',
  katmolla: 'কাঠমোল্লা',
  katmollah: 'কাঠমোল্লা',
  iman: 'ঈমান',
  eman: 'ঈমান',
  imandar: 'ঈমানদার',
  waz: 'ওয়াজ',
  madrassa: 'মাদ্রাসা',
  church: 'চার্চ',
  iskcon: 'ইসকন',
  iskon: 'ইসকন',
  puja: 'পূজা',
  pooja: 'পূজা',
  pujari: 'পূজারী',
  murti: 'মূর্তি',
  gomutro: 'গোমূত্র',
  gomutra: 'গোমূত্র',
  vondo: 'ভণ্ড',
  bhondo: 'ভণ্ড',
  vondami: 'ভণ্ডামি',
  bhondami: 'ভণ্ডামি',
  nere: 'নেড়ে',
  krishna: 'কৃষ্ণ',
  krishno: 'কৃষ্ণ',
};

/**
 * Endings typed after a listed word, longest first so that derke is read before der: plural (ra, gula, gulo, der), case
 * (er, r, ke, re), the dialect's plural possessive (go: hindugo), and the article (ta, ti). The case ending is er after a
 * consonant (মুসলিমের) and r after a vowel (হিন্দুর): `after` says which a spelling must end with.
 */
const ENDINGS: readonly { latin: string; bengali: string; after?: 'vowel' | 'consonant' }[] = [
  { latin: 'gulare', bengali: 'গুলারে' },
  { latin: 'gulake', bengali: 'গুলাকে' },
  { latin: 'guloke', bengali: 'গুলোকে' },
  { latin: 'gular', bengali: 'গুলার' },
  { latin: 'gulor', bengali: 'গুলোর' },
  { latin: 'derke', bengali: 'দেরকে' },
  { latin: 'dere', bengali: 'দেরে' },
  { latin: 'gula', bengali: 'গুলা' },
  { latin: 'gulo', bengali: 'গুলো' },
  { latin: 'der', bengali: 'দের' },
  { latin: 'rai', bengali: 'রাই' },
  { latin: 'ra', bengali: 'রা' },
  { latin: 'go', bengali: 'গো' },
  { latin: 'ke', bengali: 'কে' },
  { latin: 're', bengali: 'রে' },
  { latin: 'ta', bengali: 'টা' },
  { latin: 'ti', bengali: 'টি' },
  { latin: 'er', bengali: 'ের', after: 'consonant' },
  { latin: 'r', bengali: 'র', after: 'vowel' },
];

/** Whether a Bengali spelling ends with a vowel: a vowel sign or an independent vowel. */
function endsWithVowel(spelled: string): boolean {
  const last = spelled.charCodeAt(spelled.length - 1);
  return (last >= 0x0985 && last <= 0x0994) || (last >= 0x09be && last <= 0x09cc);
}

/**
 * Every listed word, and every listed word with each ending, by its Latin form: one look-up a typed word, as every Latin
 * word of a romanized text is looked up (trying the endings one by one cost the transliteration about a fifth of its
 * time). A map, as transliterate.ts keeps its list: a typed word such as "constructor" finds nothing inherited. A form
 * that two readings share keeps the first: a listed word before a word with an ending, a longer ending before a shorter.
 */
const FAITH_WORDS: ReadonlyMap<string, string> = (() => {
  const forms = new Map(Object.entries(FAITH_WORD_LIST));
  for (const { latin, bengali, after } of ENDINGS) {
    for (const [stem, spelled] of Object.entries(FAITH_WORD_LIST)) {
      if (after && after !== (endsWithVowel(spelled) ? 'vowel' : 'consonant')) continue;
      if (!forms.has(stem + latin)) forms.set(stem + latin, spelled + bengali);
    }
  }
  return forms;
})();

/**
 * The dictionary spelling of a folded Latin word (lower case, letters not tripled) that is a listed faith word, or one
 * with a Bangla ending; undefined for any other word.
 */
export function faithWordSpelling(folded: string): string | undefined {
  return FAITH_WORDS.get(folded);
}
