/** A text with some words rewritten, and the way back from its spans to the original's. */
export interface Rewritten {
  text: string;
  /** The original offset of an offset of `text` (a span's start or end). */
  toOriginal(offset: number): number;
}

/**
 * Rewrites the words `pattern` (global) matches where `convert` gives a new form, and keeps everything else
 * character for character, so each rewritten word is one word again and every span of the result maps
 * back to the span of the word as the user typed it.
 */
export function rewriteWords(
  text: string,
  pattern: RegExp,
  convert: (word: string, start: number) => string | undefined,
): Rewritten {
  // Pieces [newStart, origStart, newLength, origLength]: a word maps its whole span onto the typed one.
  const pieces: number[][] = [];
  let out = '';
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index;
    const next = convert(m[0], start);
    if (next === undefined || next === m[0]) continue;
    out += text.slice(last, start);
    pieces.push([out.length, start, next.length, m[0].length]);
    out += next;
    last = start + m[0].length;
  }
  if (pieces.length === 0) return { text, toOriginal: (offset) => offset };
  out += text.slice(last);
  return {
    text: out,
    toOriginal(offset) {
      let shift = 0;
      for (const [newStart, origStart, newLength, origLength] of pieces) {
        if (offset < (newStart as number)) break;
        if (offset <= (newStart as number) + (newLength as number)) {
          // Inside a word (or at its edges): its start and end map to the typed word's start and end.
          return offset === (newStart as number)
            ? (origStart as number)
            : (origStart as number) + (origLength as number);
        }
        shift = (origStart as number) + (origLength as number) - ((newStart as number) + (newLength as number));
      }
      return offset + shift;
    },
  };
}

/** `outer` applied to `inner`'s text: spans of the outer text map back through both to the original. */
export function chainRewrites(inner: Rewritten, outer: Rewritten): Rewritten {
  return { text: outer.text, toOriginal: (offset) => inner.toOriginal(outer.toOriginal(offset)) };
}
