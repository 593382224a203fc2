const BENGALI_LETTER = /[\u0980-\u09FF]/gu;
const LATIN_LETTER = /[A-Za-z]/g;

/** Script-based: Bengali when Bengali letters are at least as many as Latin ones (romanised Bangla counts as en). */
export function detectLanguage(text: string): 'bn' | 'en' {
  const bn = text.match(BENGALI_LETTER)?.length ?? 0;
  const en = text.match(LATIN_LETTER)?.length ?? 0;
  if (bn === 0 && en === 0) return 'bn';
  return bn >= en ? 'bn' : 'en';
}
