import { typedWordsIn, wordTable } from './typed-word-forms';

/**
 * Words of the law (decision 0096): justice and a trial (বিচার), a court and its verdict (আদালত, রায়), a case (মামলা),
 * an arrest (গ্রেপ্তার), the accused (আসামি), a sentence (মৃত্যুদণ্ড, সাজা), the police station (থানা), a threat spoken
 * of as one (হুমকি, অভিযোগ), and since decision 0120 an investigation, bail and a dismissal (তদন্ত, জামিন, বরখাস্ত). A
 * comment that asks for justice ("ওদের কঠিন বিচার চাই"), reports a threat or condemns one ("মেরে ফেলার হুমকি দেওয়া
 * অপরাধ") is read by a bag of words through its violent words, and called a threat; these words are what tells such a
 * comment from a threat, and the answer names them.
 *
 * A word is one of them when one of its forms (typed-word-forms.ts) starts with a stem below (বিচারের, মামলায়,
 * গ্রেপ্তারের), or is one of the whole words (a stem would also start an everyday word: সাজানো, to decorate).
 */
const STEMS = [
  'বিচার',
  'আদালত',
  'মামলা',
  // mamla through the transliteration.
  'মাম্লা',
  // গ্রেপ্তার and every word it starts, with a misspelt ending too.
  'গ্রেপ্তা',
  'গ্রেফতার',
  'আসামি',
  'আসামী',
  // ashami through the transliteration.
  'আশামি',
  'মৃত্যুদণ্ড',
  'মৃত্যুদন্ড',
  'কারাদণ্ড',
  'কারাদন্ড',
  'যাবজ্জীবন',
  'শাস্তি',
  'আইনের',
  'আইনি',
  'আইনগত',
  'আইনানুগ',
  'আইনশৃঙ্খলা',
  'থানা',
  'কারাগার',
  'জেলখানা',
  'হুমকি',
  'অভিযোগ',
  // An investigation, bail and a dismissal: what a demand that the law act asks for (decision 0120).
  'তদন্ত',
  'জামিন',
  'বরখাস্ত',
];

const WORDS = ['সাজা', 'সাজার', 'রায়', 'রায়ে', 'রায়ের', 'আইন', 'আইনে', 'পুলিশে'];

const isLawForm = wordTable(STEMS, WORDS);

/** The words of the law in `typed`, each as the user typed it, in the order they first appear; each named once. */
export function lawWords(typed: string): string[] {
  return typedWordsIn(typed, isLawForm);
}
