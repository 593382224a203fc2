import type { WordContribution } from '@shobdo/contracts';

export interface TextPiece {
  text: string;
  /** The contribution of the word this piece is, or undefined for text between words. */
  contribution?: number;
  word?: string;
}

/**
 * Cuts a text into plain pieces and word pieces at the contributions' spans (UTF-16 offsets into the
 * text as analysed). Overlapping or out-of-range spans are skipped, never thrown on.
 */
export function splitBySpans(text: string, words: readonly WordContribution[]): TextPiece[] {
  const marks = words
    .flatMap((w) => w.spans.map((span) => ({ ...span, contribution: w.contribution, word: w.word })))
    .filter((m) => m.start >= 0 && m.end <= text.length && m.end > m.start)
    .sort((a, b) => a.start - b.start);
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.start < at) continue;
    if (mark.start > at) pieces.push({ text: text.slice(at, mark.start) });
    pieces.push({ text: text.slice(mark.start, mark.end), contribution: mark.contribution, word: mark.word });
    at = mark.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/** docs/product/constants.md#display: under 1 s in ms, otherwise in s with 2 decimals. */
export function splitProcessingTime(ms: number): { value: number; unit: 'ms' | 's'; digits: number } {
  return ms < 1000 ? { value: ms, unit: 'ms', digits: ms < 10 ? 1 : 0 } : { value: ms / 1000, unit: 's', digits: 2 };
}
