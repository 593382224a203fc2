type Span = { start: number; end: number };

/** Blanks out the given spans of the original text (each becomes one space). */
export function removeSpans(text: string, spans: readonly Span[]): string {
  const sorted = [...spans].sort((a, b) => b.start - a.start);
  let out = text;
  for (const s of sorted) out = `${out.slice(0, s.start)} ${out.slice(s.end)}`;
  return out;
}
