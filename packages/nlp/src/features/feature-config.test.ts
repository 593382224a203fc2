import { describe, expect, it } from 'vitest';
import { isFeaturePart, type FeatureConfig } from './feature-config';

const WHOLE: FeatureConfig = { wordNgrams: 2, charMin: 1, charMax: 5 };

describe('isFeaturePart', () => {
  it.each<[string, FeatureConfig]>([
    ['words and word pairs without char n-grams', { wordNgrams: 2, charMin: 0, charMax: 0 }],
    ['words alone', { wordNgrams: 1, charMin: 0, charMax: 0 }],
    ['fewer char n-gram lengths', { wordNgrams: 1, charMin: 2, charMax: 4 }],
    ['charMin 0, read as 1', { wordNgrams: 2, charMin: 0, charMax: 5 }],
    ['the same features', WHOLE],
  ])('%s: a part', (_, part) => expect(isFeaturePart(part, WHOLE)).toBe(true));

  it.each<[string, FeatureConfig, FeatureConfig]>([
    ['word pairs the whole does not read', { wordNgrams: 2, charMin: 0, charMax: 0 }, { ...WHOLE, wordNgrams: 1 }],
    ['longer char n-grams', { wordNgrams: 2, charMin: 1, charMax: 6 }, WHOLE],
    ['char n-grams the whole does not read', { wordNgrams: 2, charMin: 1, charMax: 3 }, { ...WHOLE, charMax: 0 }],
    ['spelling-folded features', { ...WHOLE, spellingFold: true }, WHOLE],
    ['shape features', { ...WHOLE, shapes: true }, WHOLE],
    ['threat forms', { ...WHOLE, threatForms: true }, WHOLE],
    ['counts where the whole reads presence', { ...WHOLE, counts: true }, WHOLE],
    ['presence where the whole reads counts', WHOLE, { ...WHOLE, counts: true }],
  ])('%s: not a part', (_, part, whole) => expect(isFeaturePart(part, whole)).toBe(false));

  it('a flag the whole has too is a part', () => {
    expect(isFeaturePart({ ...WHOLE, shapes: true }, { ...WHOLE, shapes: true, threatForms: true })).toBe(true);
  });
});
