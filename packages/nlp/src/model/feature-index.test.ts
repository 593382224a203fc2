import { describe, expect, it } from 'vitest';
import { forEachWordFeature } from '../features/extract-features';
import { tokenize } from '../text/tokenize';
import { createFeatureIndex } from './feature-index';
import { packVocabulary } from './packed-vocabulary';

const vocab = ['w আমি', 'c <আ', 'c মি>', 'c ি', 'b আমি তোমাকে', 'w free', 'c fr', 'g <আ', 'w', 'cw x'];

describe('createFeatureIndex', () => {
  const index = createFeatureIndex(packVocabulary(vocab));

  it('finds every key of the vocabulary, from a whole body or from a stretch of a longer string', () => {
    vocab.forEach((key, f) => {
      const space = key.indexOf(' ');
      if (space < 0) return;
      const [family, body] = [key.slice(0, space), key.slice(space + 1)];
      expect(index.find(family, body, 0, body.length)).toBe(f);
      expect(index.find(family, `xx${body}yy`, 2, 2 + body.length)).toBe(f);
    });
    expect(index.find('c', '<আমি>', 0, 2)).toBe(1);
    expect(index.find('c', '<আমি>', 2, 5)).toBe(2);
  });

  it('knows nothing else: another family, a longer or shorter body, an empty body', () => {
    expect(index.find('g', 'মি>', 0, 3)).toBe(-1);
    expect(index.find('c', '<আম', 0, 3)).toBe(-1);
    expect(index.find('w', 'আম', 0, 2)).toBe(-1);
    expect(index.find('w', '', 0, 0)).toBe(-1);
    expect(index.find('c', 'w x', 0, 3)).toBe(-1);
    expect(index.find('cw', 'x', 0, 1)).toBe(9);
  });

  it('agrees with a map of whole keys on every within-word feature of real text', () => {
    const words = tokenize('আমি তোমাকে ভালোবাসি, free offer!! ক্ষমা চাই 😀 ১২৩ রাষ্ট্র');
    const keys = words.flatMap((t) => {
      const out: string[] = [];
      forEachWordFeature(t, { wordNgrams: 2, charMin: 1, charMax: 5 }, (family, body) => out.push(`${family} ${body}`));
      return out;
    });
    const known = [...new Set(keys)].filter((_, i) => i % 2 === 0);
    const big = createFeatureIndex(packVocabulary(known));
    for (const key of keys) {
      const space = key.indexOf(' ');
      expect(big.find(key.slice(0, space), key, space + 1, key.length)).toBe(known.indexOf(key));
    }
  });
});
