import type { WordContribution } from '@shobdo/contracts';

/**
 * A word's contribution as the explanation gives it, for tests of the warnings that read contributions: one span
 * from `start`, as long as the word as typed (`typedLength`, when the word given is its normalised form).
 */
export function wordContribution(
  word: string,
  contribution: number,
  start: number,
  typedLength = word.length,
): WordContribution {
  return { word, contribution, contribution_percentage: 0, spans: [{ start, end: start + typedLength }] };
}
