import type { TokenKind } from '../text/tokenize';

// Digits are ASCII here: toFeatureWord has turned ০-৯ into 0-9.
const PHONE = /^(?:\+?88)?01\d{9}$/;
const LINK_PARTS = new Set([
  'http',
  'https',
  'www',
  'com',
  'net',
  'org',
  'ly',
  'bit',
  'html',
  'php',
  'xyz',
  'info',
  'me',
]);

// Verbs of violence in a future form (first person -ব/-বো/-মু/-ুম, or -বি), and the auxiliaries of the
// compound threats ('মেরে ফেলব', 'শেষ করে দেব'), standard and dialect.
const VIOLENT_FUTURE =
  /^(?:মার|মের|মাইর|খুন|কাট|কেট|কাই|কোপ|কুপ|জবাই|পুড়|পোড়|জ্বাল|জালা|ভাঙ|ভেঙ|ভাই|ফাটা|পিটা|পেটা|ছিঁড়|পুঁত|পুই)\S*(?:ব|বো|মু|ুম|বি)$/u;
const THREAT_AUX = /^(?:ফেলব|ফেলবো|ফালামু|ফালাব|ফেলমু|দেব|দিব|দিবো|দিমু|দেবো|নেব|নিব|নিমু|ছাড়ুম|করমু|করুম|করব|করবো)$/u;

/** A threat form of a Bengali word: `violent_future` (মারব, কুপামু), `threat_aux` (ফেলব, দিমু) or undefined. One feature per word. */
export function threatForm(word: string): string | undefined {
  if (VIOLENT_FUTURE.test(word)) return 'violent_future';
  if (THREAT_AUX.test(word)) return 'threat_aux';
  return undefined;
}

/**
 * The shape of a word, when its form says more than its letters: `phone` for a Bangladeshi mobile
 * number (01XXXXXXXXX, with or without 88), `number4` for a number of four digits or more (prices,
 * amounts), `number3` for three digits, `link` for the pieces of a web address (http, www, com, bit, ly).
 * One feature per word, so explanations stay exactly additive. Undefined for other words.
 */
export function wordShape(word: string, kind: TokenKind): string | undefined {
  if (kind === 'number') {
    const digits = word.replace(/[.,:]/g, '');
    if (PHONE.test(digits)) return 'phone';
    if (digits.length >= 4) return 'number4';
    if (digits.length === 3) return 'number3';
    return undefined;
  }
  if (kind === 'latin' && LINK_PARTS.has(word)) return 'link';
  return undefined;
}
