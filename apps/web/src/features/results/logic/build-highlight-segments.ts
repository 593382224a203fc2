import type { WordContribution } from '@shobdo/contracts';

export interface HighlightMark {
  word: string;
  /** Signed share in percent; positive speaks for the prediction. */
  percentage: number;
  /** |percentage| relative to the strongest word, 0-1. */
  strength: number;
}

export interface TextSegment {
  text: string;
  mark: HighlightMark | null;
}

/**
 * Cuts the original text into plain and highlighted pieces using each word's character spans. Where
 * spans overlap, the stronger word keeps the characters; spans outside the text are ignored.
 */
export function buildHighlightSegments(text: string, words: readonly WordContribution[]): TextSegment[] {
  const largest = words.reduce((max, w) => Math.max(max, Math.abs(w.contribution_percentage)), 0);
  const spans = words
    .flatMap((w) =>
      w.spans.map((span) => ({
        ...span,
        mark: {
          word: w.word,
          percentage: w.contribution_percentage,
          strength: largest === 0 ? 0 : Math.abs(w.contribution_percentage) / largest,
        },
      })),
    )
    .filter((s) => s.start >= 0 && s.end <= text.length && s.start < s.end)
    .sort((a, b) => a.start - b.start || b.mark.strength - a.mark.strength);

  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const span of spans) {
    if (span.start < cursor) continue; // overlaps a piece already marked
    if (span.start > cursor) segments.push({ text: text.slice(cursor, span.start), mark: null });
    segments.push({ text: text.slice(span.start, span.end), mark: span.mark });
    cursor = span.end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), mark: null });
  return segments;
}
