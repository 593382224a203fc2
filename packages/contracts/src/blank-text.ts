// Characters that take no space on screen: soft hyphen, zero-width space, ZWNJ, ZWJ, word joiner, BOM.
// Bengali keyboards insert ZWNJ and ZWJ to shape conjuncts; on their own they are no text at all.
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/** The text without its invisible format characters (for comparing letters, e.g. history search). */
export function stripInvisibleChars(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * True when a text shows nothing: empty, white space only, or white space and invisible format
 * characters only ('Text cannot be empty', docs/product/constants.md#validation). `trim()` alone let a text of only
 * zero-width characters through, and it was analysed and stored as an empty-looking entry.
 */
export function isBlankText(text: string): boolean {
  return stripInvisibleChars(text).trim().length === 0;
}
