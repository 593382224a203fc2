// Letters that social-media Bengali spells interchangeably (long/short vowels, the three sibilants,
// dental/retroflex n, ja/ya, ra/ṛa), and the chandrabindu, which is often dropped.
const FOLDS: Record<string, string> = {
  'ী': 'ি',
  'ূ': 'ু',
  ঈ: 'ই',
  ঊ: 'উ',
  ণ: 'ন',
  ষ: 'শ',
  স: 'শ',
  য: 'জ',
  ড়: 'র',
  ঢ়: 'র',
  ৎ: 'ত',
  'ঁ': '',
};
// Known (found by lint): after NFC, ড় and ঢ় are two code points (letter + nukta), so this class never
// folds them (each part is left as it is). Fixing it changes the features of the shipped models, which
// must then be retrained; until then the behaviour the models were trained with is kept.
// eslint-disable-next-line no-misleading-character-class
const FOLD_RE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'gu');

/** A spelling-insensitive key of a normalised Bengali word, for extra features (never shown). */
export function foldSpelling(word: string): string {
  return word.replace(FOLD_RE, (c) => FOLDS[c] ?? c);
}
