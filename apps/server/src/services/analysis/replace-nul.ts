/**
 * PostgreSQL text cannot hold NUL. U+FFFD (the replacement character) takes its place in stored
 * texts and in searches alike, so nothing fails and a search finds what was stored; the length
 * is kept, so word spans still point into the text as sent.
 */
export function replaceNul(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD');
}
