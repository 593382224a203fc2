import type { WordContribution } from '@shobdo/contracts';
import type { Token } from '../text/tokenize';
import { normalizeToken } from '../text/normalize-text';

/**
 * Per-word contributions from per-token ones: one entry per distinct normalised word, with all its
 * spans, ranked by |contribution|. `contribution_percentage` is the signed share of the summed
 * absolute contributions, so the absolute percentages add up to 100 (0 everywhere if all are 0).
 *
 * `links` are the [start, end) spans of the web and e-mail addresses in the scored text (text/find-links.ts):
 * the tokens of one address (https, bit, ly, Abc123) make one entry, named by the address as written (its
 * path's capitals kept: a link is not a word to fold) and spanning it, so that the answer says "the link" drove a result rather than "ly" (decision 0082). The
 * contributions are summed, so they still add up to the score.
 */
export function attributeWords(
  tokens: readonly Token[],
  tokenScores: Float64Array,
  hasFeatures: (t: Token) => boolean,
  text = '',
  links: readonly (readonly [number, number])[] = [],
): WordContribution[] {
  const byWord = new Map<string, WordContribution>();
  const add = (key: string, contribution: number, start: number, end: number) => {
    const entry = byWord.get(key);
    if (entry) {
      entry.contribution += contribution;
      entry.spans.push({ start, end });
    } else {
      byWord.set(key, { word: key, contribution, contribution_percentage: 0, spans: [{ start, end }] });
    }
  };
  let link = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    while (link < links.length && (links[link] as readonly [number, number])[1] <= token.start) link++;
    const inLink = links[link];
    if (inLink && inLink[0] <= token.start) {
      // The address's tokens up to its last word: a comma or bracket after it is not part of the link.
      let contribution = 0;
      let start = -1;
      let end = -1;
      let j = i;
      for (; j < tokens.length && (tokens[j] as Token).start < inLink[1]; j++) {
        const inner = tokens[j] as Token;
        if (!hasFeatures(inner)) continue;
        contribution += tokenScores[j] as number;
        if (start < 0) start = inner.start;
        end = inner.end;
      }
      i = j - 1;
      link++;
      if (start >= 0) add(normalizeToken(text.slice(start, end)), contribution, start, end);
      continue;
    }
    if (!hasFeatures(token)) continue;
    add(token.normalized, tokenScores[i] as number, token.start, token.end);
  }
  const words = [...byWord.values()];
  const total = words.reduce((sum, w) => sum + Math.abs(w.contribution), 0);
  for (const w of words) w.contribution_percentage = total === 0 ? 0 : (w.contribution / total) * 100;
  // Stable sort: ties keep text order, so the ranking is deterministic.
  return words.sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution));
}
