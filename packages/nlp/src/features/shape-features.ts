import type { TokenKind } from '../text/tokenize';

// Digits are ASCII here: toFeatureWord has turned ০-৯ into 0-9.
const PHONE = /^(?:\+?88)?01\d{9}$/;
const LINK_PARTS = new Set(['http', 'https', 'www', 'com', 'net', 'org', 'ly', 'bit', 'html', 'php', 'xyz', 'info', 'me']);

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
