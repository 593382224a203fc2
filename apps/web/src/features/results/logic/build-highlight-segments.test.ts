import { describe, expect, it } from 'vitest';
import { buildHighlightSegments } from './build-highlight-segments';

describe('buildHighlightSegments', () => {
  const text = 'তোকে আজ মেরে ফেলব';
  const words = [
    { word: 'মেরে', contribution: 2, contribution_percentage: 50, spans: [{ start: 8, end: 12 }] },
    { word: 'আজ', contribution: -1, contribution_percentage: -25, spans: [{ start: 5, end: 7 }] },
    { word: 'মেরে ফেলব', contribution: 1, contribution_percentage: 25, spans: [{ start: 8, end: 17 }] },
  ];

  it('marks each span with its direction and strength and keeps the text intact', () => {
    const segments = buildHighlightSegments(text, words);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.map((s) => [s.text, s.mark?.percentage ?? null, s.mark?.strength ?? null])).toEqual([
      ['তোকে ', null, null],
      ['আজ', -25, 0.5],
      [' ', null, null],
      ['মেরে', 50, 1],
      [' ফেলব', null, null],
    ]);
  });

  it('ignores spans outside the text', () => {
    const segments = buildHighlightSegments('ab', [
      { word: 'x', contribution: 1, contribution_percentage: 100, spans: [{ start: 1, end: 9 }] },
    ]);
    expect(segments).toEqual([{ text: 'ab', mark: null }]);
  });
});
