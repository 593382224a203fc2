import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODELS_DIR } from '../cli/paths';
import { trainFixtureData } from '../testing/fixture-model';
import { createTextScorer, type TextScorer } from './create-text-scorer';
import { decodePackedModelFile } from './model-file';

const suiteTexts = readFileSync(new URL('../../suites/cyberbullying/dev.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => (JSON.parse(line) as { text: string }).text);

/**
 * For every word of every text, the scores without that word's tokens, both ways: from the scored text
 * (`scoresWithout`) and by scoring the text with each of its occurrences replaced by a space.
 */
function expectSameScoresWithout(scorer: TextScorer, texts: readonly string[]): number {
  let compared = 0;
  for (const text of texts) {
    const s = scorer.score(text);
    const words = new Set(s.tokens.filter((_, t) => s.tokenIds[t]).map((token) => token.normalized));
    for (const word of words) {
      const dropped = new Set<number>();
      let without = text;
      for (let t = s.tokens.length - 1; t >= 0; t--) {
        const token = s.tokens[t]!;
        if (token.normalized !== word) continue;
        dropped.add(t);
        without = `${without.slice(0, token.start)} ${without.slice(token.end)}`;
      }
      const expected = scorer.score(without).scores;
      const got = scorer.scoresWithout(s, dropped);
      for (let c = 0; c < expected.length; c++) expect(got[c]).toBeCloseTo(expected[c]!, 12);
      compared++;
    }
  }
  return compared;
}

describe('scoresWithout', () => {
  it('gives what scoring the text without the tokens gives, binary and counted features alike', () => {
    const texts = [
      'অফার ফ্রি লিংকে ক্লিক করুন এখনই, অফার!',
      'ভাই খুব সুন্দর গান, ধন্যবাদ 😀',
      'কেমন আছেন ভাই? free টাকা জিতুন ০১৭১১',
    ];
    for (const counts of [false, true]) {
      expect(expectSameScoresWithout(createTextScorer(trainFixtureData(3, counts)), texts)).toBeGreaterThan(15);
    }
  });

  it("gives the same with the default model's word pairs, over the functional suite's texts", () => {
    const data = decodePackedModelFile(readFileSync(join(MODELS_DIR, 'shobdo-v2.model.gz')));
    expect(expectSameScoresWithout(createTextScorer(data), suiteTexts)).toBeGreaterThan(1500);
  });

  it('takes nothing out when no token is dropped, and the bias alone when every token is', () => {
    const data = decodePackedModelFile(readFileSync(join(MODELS_DIR, 'shobdo-v2.model.gz')));
    const scorer = createTextScorer(data);
    const s = scorer.score('আমি তোকে গুলি করব');
    const none = scorer.scoresWithout(s, new Set());
    s.scores.forEach((score, c) => expect(none[c]).toBeCloseTo(score, 14));
    const all = scorer.scoresWithout(s, new Set(s.tokens.map((_, t) => t)));
    data.meta.bias.forEach((bias, c) => expect(all[c]).toBeCloseTo(bias, 14));
  });
});
