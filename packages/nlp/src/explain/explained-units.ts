import type { Token } from '../text/tokenize';

/** A stretch of the scored text that an explanation names as one: a word, or a whole web or e-mail address. */
export interface ExplainedUnit {
  /** [start, end) in the scored text: a link from its first word to its last (not a comma or quote after it). */
  start: number;
  end: number;
  /** The indices of the tokens whose contributions the unit sums. */
  tokens: number[];
  link: boolean;
}

/**
 * The units of a scored text in text order: every token with features is a unit of its own, except that the
 * tokens inside one link (https, bit, ly, Abc123) make one unit (decision 0082). `links` are the [start, end)
 * spans of text/find-links.ts, in the same text.
 */
export function explainedUnits(
  tokens: readonly Token[],
  hasFeatures: (t: Token) => boolean,
  links: readonly (readonly [number, number])[] = [],
): ExplainedUnit[] {
  const units: ExplainedUnit[] = [];
  let link = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    while (link < links.length && (links[link] as readonly [number, number])[1] <= token.start) link++;
    const inLink = links[link];
    if (inLink && inLink[0] <= token.start) {
      const unit: ExplainedUnit = { start: -1, end: -1, tokens: [], link: true };
      let j = i;
      for (; j < tokens.length && (tokens[j] as Token).start < inLink[1]; j++) {
        const inner = tokens[j] as Token;
        if (!hasFeatures(inner)) continue;
        if (unit.start < 0) unit.start = inner.start;
        unit.end = inner.end;
        unit.tokens.push(j);
      }
      i = j - 1;
      link++;
      if (unit.tokens.length > 0) units.push(unit);
      continue;
    }
    if (hasFeatures(token)) units.push({ start: token.start, end: token.end, tokens: [i], link: false });
  }
  return units;
}

/** The sum of a unit's token contributions. */
export function unitContribution(unit: ExplainedUnit, tokenScores: ArrayLike<number>): number {
  let sum = 0;
  for (const i of unit.tokens) sum += tokenScores[i] as number;
  return sum;
}
