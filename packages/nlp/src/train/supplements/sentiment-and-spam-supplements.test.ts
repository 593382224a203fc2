import { describe, expect, it } from 'vitest';
import { SUITES_DIR } from '../../cli/paths';
import { suiteTexts } from '../../suite/functional-suite';
import { toFeatureWord } from '../../features/extract-features';
import { wordShape } from '../../features/shape-features';
import { tokenize } from '../../text/tokenize';
import { sentimentSupplement } from './sentiment-supplement';
import { spamSupplement } from './spam-supplement';

/** The shapes (phone, number3, number4, link) of a text's words, as the spam model's features see them. */
const shapesOf = (text: string) => new Set(tokenize(text).map((t) => wordShape(toFeatureWord(t.normalized), t.kind)));

describe('sentimentSupplement', () => {
  it('is deterministic, distinct, of the three labels, and leaves out the suite', () => {
    const suite = suiteTexts(SUITES_DIR, 'sentiment');
    const rows = sentimentSupplement(13, undefined, suite);
    expect(rows).toEqual(sentimentSupplement(13, undefined, suite));
    expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.label))).toEqual(new Set(['positive', 'neutral', 'negative']));
    expect(rows.filter((r) => suite.has(r.text))).toEqual([]);
    // Negated praise is negative: a praise word followed by a negation.
    expect(rows.some((r) => r.label === 'negative' && /(ভালো|সুন্দর) (না|নয়)/u.test(r.text))).toBe(true);
  });
});

describe('spamSupplement', () => {
  it('composes promotions with a price, a phone number or a link, and conversations that share those shapes', () => {
    const suite = suiteTexts(SUITES_DIR, 'spam');
    const rows = spamSupplement(13, undefined, suite);
    expect(rows).toEqual(spamSupplement(13, undefined, suite));
    expect(rows.filter((r) => suite.has(r.text))).toEqual([]);
    const spam = rows.filter((r) => r.label === 'spam').map((r) => r.text);
    const notSpam = rows.filter((r) => r.label === 'not_spam').map((r) => r.text);
    expect(spam.some((t) => shapesOf(t).has('phone'))).toBe(true);
    expect(spam.some((t) => shapesOf(t).has('link'))).toBe(true);
    expect(notSpam.some((t) => shapesOf(t).has('number3'))).toBe(true);
  });
});
