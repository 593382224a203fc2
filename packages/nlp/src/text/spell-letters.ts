/**
 * Abbreviations typed in Latin letters read letter by letter, as Bengali comments write them (bnp → বিএনপি,
 * tv → টিভি, icu → আইসিইউ): each letter's English name in Bengali script.
 */
const LETTER_NAMES: Readonly<Record<string, string>> = {
  a: 'এ',
  b: 'বি',
  c: 'সি',
  d: 'ডি',
  e: 'ই',
  f: 'এফ',
  g: 'জি',
  h: 'এইচ',
  i: 'আই',
  j: 'জে',
  k: 'কে',
  l: 'এল',
  m: 'এম',
  n: 'এন',
  o: 'ও',
  p: 'পি',
  q: 'কিউ',
  r: 'আর',
  s: 'এস',
  t: 'টি',
  u: 'ইউ',
  v: 'ভি',
  w: 'ডাবলিউ',
  x: 'এক্স',
  y: 'ওয়াই',
  z: 'জেড',
};

export function spellLetters(word: string): string {
  return [...word].map((letter) => LETTER_NAMES[letter] ?? '').join('');
}
