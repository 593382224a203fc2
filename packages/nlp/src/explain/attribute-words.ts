import type { WordContribution } from '@shobdo/contracts';
import type { Token } from '../text/tokenize';
import { normalizeToken } from '../text/normalize-text';
import { explainedUnits, unitContribution } from './explained-units';

/**
 * Per-word contributions from per-token ones: one entry per distinct normalised word, with all its
 * spans, ranked by |contribution|. `contribution_percentage` is the signed share of the summed
 * absolute contributions, so the absolute percentages add up to 100 (0 everywhere if all are 0).
 *
 * `links` are the [start, end) spans of the web and e-mail addresses in the scored text (text/find-links.ts):
 * the tokens of one address (https, bit, ly, Abc123) make one entry, named by the address as written (its
 * path's capitals kept: a link is not a word to fold) and spanning it, so that the answer says "the link" drove
 * a result rather than "ly" (decision 0082). The contributions are summed, so they still add up to the score.
 */
export function attributeWords(
  tokens: readonly Token[],
  tokenScores: Float64Array,
  hasFeatures: (t: Token) => boolean,
  text = '',
  links: readonly (readonly [number, number])[] = [],
): WordContribution[] {
  const byWord = new Map<string, WordContribution>();
  for (const unit of explainedUnits(tokens, hasFeatures, links)) {
    const key = unit.link
      ? normalizeToken(text.slice(unit.start, unit.end))
      : (tokens[unit.tokens[0] as number] as Token).normalized;
    const contribution = unitContribution(unit, tokenScores);
    const span = { start: unit.start, end: unit.end };
    const entry = byWord.get(key);
    if (entry) {
      entry.contribution += contribution;
      entry.spans.push(span);
    } else {
      byWord.set(key, { word: key, contribution, contribution_percentage: 0, spans: [span] });
    }
  }
  const words = [...byWord.values()];
  const total = words.reduce((sum, w) => sum + Math.abs(w.contribution), 0);
  for (const w of words) w.contribution_percentage = total === 0 ? 0 : (w.contribution / total) * 100;
  // Stable sort: ties keep text order, so the ranking is deterministic.
  return words.sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution));
}
