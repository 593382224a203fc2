import { describe, expect, it } from 'vitest';
import { tokenize } from '../text/tokenize';
import { extractFeatures, toFeatureWord } from './extract-features';
import { threatForm, wordShape } from './shape-features';

const shapeOf = (text: string) => {
  const [token] = tokenize(text);
  return token ? wordShape(toFeatureWord(token.normalized), token.kind) : undefined;
};

describe('wordShape', () => {
  it.each([
    ['০১৭১১২২৩৩৪৪', 'phone'],
    ['01711223344', 'phone'],
    ['8801711223344', 'phone'],
    ['১২০০', 'number4'],
    ['১০,০০০', 'number4'],
    ['৪৯৯', 'number3'],
    ['৫', undefined],
    ['www', 'link'],
    ['com', 'link'],
    ['bhai', undefined],
    ['টাকা', undefined],
  ])('%s → %s', (text, shape) => {
    expect(shapeOf(text)).toBe(shape);
  });
});

describe('shape features', () => {
  const config = { wordNgrams: 1, charMin: 0, charMax: 0 } as const;
  it('are added, one per word, only when the config asks for them', () => {
    const tokens = tokenize('কল করুন ০১৭১১২২৩৩৪৪ মাত্র ৪৯৯');
    expect(extractFeatures(tokens, config).keys.filter((k) => k.startsWith('s '))).toEqual([]);
    const withShapes = extractFeatures(tokens, { ...config, shapes: true });
    const shapes = withShapes.keys
      .map((k, i) => [k, withShapes.tokenIndex[i]])
      .filter(([k]) => String(k).startsWith('s '));
    expect(shapes).toEqual([
      ['s phone', 2],
      ['s number3', 4],
    ]);
  });
});

describe('threatForm', () => {
  it.each([
    ['মারব', 'violent_future'],
    ['মারবো', 'violent_future'],
    ['মারমু', 'violent_future'],
    ['কুপামু', 'violent_future'],
    ['ভাঙমু', 'violent_future'],
    ['ফেলব', 'threat_aux'],
    ['ফালামু', 'threat_aux'],
    ['দিমু', 'threat_aux'],
    ['মারা', undefined],
    ['মারবে', undefined],
    ['ভালো', undefined],
  ])('%s → %s', (word, form) => {
    expect(threatForm(word)).toBe(form);
  });

  it('is a feature of its word only when the config asks for it', () => {
    const config = { wordNgrams: 1, charMin: 0, charMax: 0 } as const;
    const tokens = tokenize('তোকে মেরে ফেলব');
    expect(extractFeatures(tokens, config).keys.filter((k) => k.startsWith('t '))).toEqual([]);
    const withForms = extractFeatures(tokens, { ...config, threatForms: true });
    const forms = withForms.keys
      .map((k, i) => [k, withForms.tokenIndex[i]])
      .filter(([k]) => String(k).startsWith('t '));
    expect(forms).toEqual([['t threat_aux', 2]]);
  });
});
