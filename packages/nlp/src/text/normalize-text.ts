/**
 * Bengali text normalisation, applied identically at training and prediction time.
 * Each rule is a separate step so that it can be tested on its own.
 */

// NFC leaves য় ড় ঢ় decomposed (they are composition exclusions), so we recompose them ourselves.
const NUKTA_PAIRS: ReadonlyArray<[string, string]> = [
  ['\u09AF\u09BC', '\u09DF'], // য + ় → য়
  ['\u09A1\u09BC', '\u09DC'], // ড + ় → ড়
  ['\u09A2\u09BC', '\u09DD'], // ঢ + ় → ঢ়
];

// Zero-width space/joiners, word joiner, BOM, soft hyphen: invisible, and they split words for a tokenizer.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/** Canonical composition, then the three nukta letters as single code points. */
export function composeBengali(text: string): string {
  let out = text.normalize('NFC');
  for (const [pair, single] of NUKTA_PAIRS) out = out.split(pair).join(single);
  return out;
}

export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * Vowels typed as two parts become the single character: e-kar + aa-kar → o-kar, e-kar + au length
 * mark → au-kar, and the letter a + aa-kar (অ + া, which renders like আ) → the letter aa.
 */
export function fixSplitVowelSigns(text: string): string {
  return text
    .replace(/\u09C7\u09BE/g, '\u09CB')
    .replace(/\u09C7\u09D7/g, '\u09CC')
    .replace(/\u0985\u09BE/g, '\u0986');
}

/**
 * A consonant takes one vowel sign and one hasanta: a sign typed twice in a row (ুু, াা, ্্) is a
 * typing slip that renders almost like the single sign, so the repeats are dropped.
 */
export function collapseRepeatedSigns(text: string): string {
  return text.replace(/([\u09BE-\u09C4\u09C7\u09C8\u09CB-\u09CD])\1+/g, '$1');
}

/** Look-alike punctuation folds to one form: dari for sentence ends written with | or ।।, plain quotes. */
export function foldPunctuation(text: string): string {
  return text
    .replace(/[\u0964\u0965]+/g, '\u0964')
    .replace(/(?<=[\u0980-\u09FF]\s?)\|/g, '\u0964')
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"')
    .replace(/[\u2013\u2014\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...');
}

/** Any run of whitespace (incl. no-break and ideographic spaces, newlines) becomes one space. */
export function foldWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** The full pipeline; every model feature is computed from text passed through this. */
export function normalizeText(text: string): string {
  return foldWhitespace(
    foldPunctuation(collapseRepeatedSigns(fixSplitVowelSigns(composeBengali(removeInvisible(text))))),
  );
}

// Characters any rule may change: invisible ones, nukta, a split vowel or repeated sign, dari, look-alike
// punctuation, whitespace, Latin combining marks, and anything outside Latin-1 and Bengali (other
// scripts and emoji may compose under NFC). A token without them is already normal.
const MAY_CHANGE =
  // The classes list combining marks and control ranges one by one on purpose: finding them is their job.
  // eslint-disable-next-line no-control-regex, no-misleading-character-class
  /[\u200B-\u200D\u2060\uFEFF\u00AD\u09BC\u0964\u0965|\u2018-\u201F\u2032\u2033\u00AB\u00BB\u2013-\u2015\u2212\u2026\s\u0300-\u036F]|[\u09C7\u0985][\u09BE\u09D7]|([\u09BE-\u09C4\u09C7\u09C8\u09CB-\u09CD])\1|[^\u0000-\u00FF\u0980-\u09FF]/u;

/** normalizeText for one token, with a fast path for the common token that needs no change. */
export function normalizeToken(token: string): string {
  return MAY_CHANGE.test(token) ? normalizeText(token) : token;
}
