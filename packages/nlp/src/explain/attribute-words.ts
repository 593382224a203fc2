import type { WordContribution } from '@shobdo/contracts';
import type { Token } from '../text/tokenize';

/**
 * Per-word contributions from per-token ones: one entry per distinct normalised word, with all its
 * spans, ranked by |contribution|. `contribution_percentage` is the signed share of the summed
 * absolute contributions, so the absolute percentages add up to 100 (0 everywhere if all are 0).
 */
export function attributeWords(
  tokens: readonly Token[],
  tokenScores: Float64Array,
  hasFeatures: (t: Token) => boolean,
): WordContribution[] {
  const byWord = new Map<string, WordContribution>();
  tokens.forEach((token, i) => {
    if (!hasFeatures(token)) return;
    const entry = byWord.get(token.normalized);
    const span = { start: token.start, end: token.end };
    if (entry) {
      entry.contribution += tokenScores[i] as number;
      entry.spans.push(span);
    } else {
      byWord.set(token.normalized, {
        word: token.normalized,
        contribution: tokenScores[i] as number,
        contribution_percentage: 0,
        spans: [span],
      });
    }
  });
  const words = [...byWord.values()];
  const total = words.reduce((sum, w) => sum + Math.abs(w.contribution), 0);
  for (const w of words) w.contribution_percentage = total === 0 ? 0 : (w.contribution / total) * 100;
  // Stable sort: ties keep text order, so the ranking is deterministic.
  return words.sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution));
}
