// Letters that social-media Bengali spells interchangeably (long/short vowels, the three sibilants,
// dental/retroflex n, ja/ya, ra/ṛa), and the chandrabindu, which is often dropped.
const FOLDS: Record<string, string> = {
  'ী': 'ি', 'ূ': 'ু', 'ঈ': 'ই', 'ঊ': 'উ', 'ণ': 'ন', 'ষ': 'শ', 'স': 'শ', 'য': 'জ',
  'ড়': 'র', 'ঢ়': 'র', 'ৎ': 'ত', 'ঁ': '',
};
const FOLD_RE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'gu');

/** A spelling-insensitive key of a normalised Bengali word, for extra features (never shown). */
export function foldSpelling(word: string): string {
  return word.replace(FOLD_RE, (c) => FOLDS[c] ?? c);
}
