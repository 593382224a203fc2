import { createHash } from 'node:crypto';
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

  it('adds scams and harmless money talk in the same words after the promotions, leaving those as they were (decision 0117)', () => {
    const rows = spamSupplement(13);
    const before = rows.slice(0, 485);
    expect(before.some((r) => /পিন|ওটিপি|লটারি|লোন/u.test(r.text))).toBe(false);
    const scams = rows.slice(485, 885);
    expect(scams.filter((r) => r.label === 'spam')).toHaveLength(200);
    expect(scams.filter((r) => r.label === 'not_spam')).toHaveLength(200);
    const spam = scams.filter((r) => r.label === 'spam').map((r) => r.text);
    const talk = scams.filter((r) => r.label === 'not_spam').map((r) => r.text);
    for (const word of ['পিন', 'ওটিপি', 'লটারি', 'লোন'])
      expect(
        spam.some((t) => t.includes(word)),
        word,
      ).toBe(true);
    for (const word of ['বিকাশ', 'পিন', 'লোন', 'লটারি'])
      expect(
        talk.some((t) => t.includes(word)),
        word,
      ).toBe(true);
    expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
  });

  it('adds money sent by mistake and asked back after the scams, and harmless mistakes beside it (decision 0118)', () => {
    const rows = spamSupplement(13);
    const mistakes = rows.slice(885);
    const spam = mistakes.filter((r) => r.label === 'spam').map((r) => r.text);
    const talk = mistakes.filter((r) => r.label === 'not_spam').map((r) => r.text);
    expect(spam).toHaveLength(100);
    expect(talk).toHaveLength(100);
    // Every scam is a stranger's: money went to আপনার (your) number or account by a mistake (ভুল) or a slip of the hand
    // (হাত লেগে), and is asked back.
    for (const text of spam) {
      expect(text, text).toMatch(/আপনার/u);
      expect(text, text).toMatch(/ভুল|হাত লেগে/u);
      expect(text, text).not.toMatch(/\{[a-z]\}/u);
    }
    // The harmless side says the scam's words too: a mistake, money given back.
    expect(talk.some((t) => t.includes('ভুল') && t.includes('ফেরত'))).toBe(true);
    // The rows before them are 1.4.0's, as they were: the sha256 of their label-and-text lines then.
    const lines = rows.slice(0, 885).map((r) => `${r.label}\t${r.text}`);
    expect(createHash('sha256').update(lines.join('\n')).digest('hex')).toBe(
      '4bd9346f4b822e75fba7d2479a93dd71d95a7736d050a891a3608de2882a2a0a',
    );
  });
});
