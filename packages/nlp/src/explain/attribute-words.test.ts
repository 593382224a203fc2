import { describe, expect, it } from 'vitest';
import { MODELS_DIR } from '../cli/paths';
import { hasFeatures } from '../features/extract-features';
import { loadModelRegistry } from '../model/registry';
import { createRandom } from '../train/seeded-random';
import { findLinks } from '../text/find-links';
import { tokenize } from '../text/tokenize';
import { attributeWords } from './attribute-words';

/** Every token of `text` scores its position + 1, so that a unit's sum shows which tokens it took. */
function attribute(text: string) {
  const tokens = tokenize(text);
  const scores = Float64Array.from(tokens, (_, i) => i + 1);
  return { tokens, scores, words: attributeWords(tokens, scores, hasFeatures, text, findLinks(text)) };
}

describe('attributeWords', () => {
  it('gives one entry per distinct word with all its spans, ranked by size, percentages adding up to 100', () => {
    const text = 'ভাই ভাই ভালো';
    const words = attributeWords(tokenize(text), Float64Array.of(1, 2, -4), hasFeatures);
    expect(words.map((w) => [w.word, w.contribution, w.spans])).toEqual([
      ['ভালো', -4, [{ start: 8, end: 12 }]],
      [
        'ভাই',
        3,
        [
          { start: 0, end: 3 },
          { start: 4, end: 7 },
        ],
      ],
    ]);
    expect(words.map((w) => w.contribution_percentage)).toEqual([(-4 / 7) * 100, (3 / 7) * 100]);
  });

  it('explains a web address as one unit, named as written, without the comma after it (decision 0082)', () => {
    const text = 'ক্লিক করুন https://bit.ly/Abc123, এখনই';
    const { tokens, scores, words } = attribute(text);
    const link = words.find((w) => w.word.startsWith('https'));
    expect(link?.word).toBe('https://bit.ly/Abc123');
    expect(link?.spans).toEqual([{ start: 11, end: 32 }]);
    expect(text.slice(11, 32)).toBe('https://bit.ly/Abc123');
    // Its pieces are not entries of their own, and nothing is lost: the sum over the entries is the tokens' sum.
    expect(words.map((w) => w.word)).not.toContain('ly');
    const featured = tokens.reduce((sum, t, i) => (hasFeatures(t) ? sum + (scores[i] as number) : sum), 0);
    expect(words.reduce((sum, w) => sum + w.contribution, 0)).toBe(featured);
    expect(words.map((w) => w.word).sort()).toEqual(['https://bit.ly/Abc123', 'এখনই', 'করুন', 'ক্লিক'].sort());
  });

  it('merges an address written twice, and keeps a piece of it used elsewhere as a word of its own', () => {
    const text = 'see www.x.com and mail me at a.b@x.com or www.x.com, com';
    const { words } = attribute(text);
    expect(words.find((w) => w.word === 'www.x.com')?.spans).toHaveLength(2);
    expect(words.find((w) => w.word === 'a.b@x.com')?.spans).toHaveLength(1);
    expect(words.find((w) => w.word === 'com')?.spans).toEqual([{ start: text.length - 3, end: text.length }]);
  });

  it('without links, or with none in the text, reads token by token', () => {
    const text = 'ভিডিওটা দেখুন';
    const tokens = tokenize(text);
    const scores = Float64Array.of(2, -1);
    expect(attributeWords(tokens, scores, hasFeatures, text, findLinks(text))).toEqual(
      attributeWords(tokens, scores, hasFeatures),
    );
  });
});

describe('attributeWords on texts of words, links and punctuation put together at random', () => {
  const PIECES = [
    'ভাই',
    'ক্লিক',
    'করুন',
    'click',
    'ly',
    'com',
    '১২৩',
    '😂',
    ',',
    '!!',
    '"',
    '(',
    ')',
    'https://bit.ly/Ab1',
    'http://x.co',
    'www.shop.com.bd/offer?id=1&x=2',
    'a.b@mail.com',
    'shop.com',
    'https://',
    'www.',
    '@',
    '.',
  ];
  const random = createRandom(7);

  it('keeps every token in exactly one entry, spans inside the text and apart, and the sum unchanged', () => {
    for (let round = 0; round < 500; round++) {
      const length = 1 + Math.floor(random() * 12);
      const text = Array.from({ length }, () => {
        const piece = PIECES[Math.floor(random() * PIECES.length)] as string;
        return random() < 0.2 ? piece : `${piece} `;
      }).join('');
      const { tokens, scores, words } = attribute(text);
      const covered = new Array<number>(text.length).fill(0);
      for (const w of words) {
        for (const { start, end } of w.spans) {
          expect(0 <= start && start < end && end <= text.length, text).toBe(true);
          for (let i = start; i < end; i++) covered[i] = (covered[i] as number) + 1;
        }
      }
      expect(
        covered.every((n) => n <= 1),
        text,
      ).toBe(true);
      tokens.forEach((t) => {
        if (hasFeatures(t)) expect(covered[t.start], text).toBe(1);
      });
      const featured = tokens.reduce((sum, t, i) => (hasFeatures(t) ? sum + (scores[i] as number) : sum), 0);
      expect(words.reduce((sum, w) => sum + w.contribution, 0)).toBe(featured);
    }
  });
});

describe('a shipped model explains a link as one unit', async () => {
  const registry = await loadModelRegistry(MODELS_DIR);

  it('names every entry by what the text holds at its spans, romanized or not, on texts put together at random', () => {
    const pieces = [
      'ami',
      'tore',
      'khun',
      'korbo',
      'ভাই',
      'জুতা',
      'click',
      'https://bit.ly/Ab1',
      'www.x.com/y',
      'a@b.com',
      ',',
      '😂',
    ];
    const random = createRandom(11);
    for (const id of ['bangla-sentiment-v1', 'spam-detector']) {
      const model = registry.get(id);
      if (!model) throw new Error(`${id} is not shipped`);
      for (let round = 0; round < 200; round++) {
        const text = Array.from({ length: 1 + Math.floor(random() * 8) }, () => {
          return pieces[Math.floor(random() * pieces.length)] as string;
        }).join(random() < 0.5 ? ' ' : '  ');
        const p = model.predict(text);
        for (const w of p.word_contributions) {
          for (const { start, end } of w.spans) {
            expect(0 <= start && start < end && end <= text.length, text).toBe(true);
            if (w.word.includes('.')) expect(text.slice(start, end), text).toBe(w.word);
          }
        }
        const sum = p.word_contributions.reduce((total, w) => total + w.contribution, 0);
        expect(sum + p.bias).toBe(p.score);
      }
    }
  });

  it('names the link that makes a message spam, in Bengali and in romanized Bangla, and the identity holds', () => {
    const spam = registry.get('spam-detector');
    if (!spam) throw new Error('spam-detector is not shipped');
    for (const text of [
      'অভিনন্দন! আপনি ৫০০০০ টাকা জিতেছেন, এখনই ক্লিক করুন https://bit.ly/abc123 অথবা কল করুন',
      'apni 50000 taka jitechen, ekhoni click korun www.Free-Taka.com/offer',
    ]) {
      const p = spam.predict(text);
      expect(p.prediction).toBe('spam');
      const top = p.word_contributions[0];
      expect(top?.word).toMatch(/^(https:\/\/bit\.ly\/abc123|www\.Free-Taka\.com\/offer)$/);
      for (const span of top?.spans ?? []) expect(text.slice(span.start, span.end)).toBe(top?.word);
      const sum = p.word_contributions.reduce((total, w) => total + w.contribution, 0);
      expect(sum + p.bias).toBe(p.score);
      expect(p.score).toBeCloseTo(p.confidence, 6);
    }
  });
});
