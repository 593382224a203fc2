import { describe, expect, it } from 'vitest';
import { splitBySpans, splitProcessingTime } from './highlight-spans';

const word = (w: string, contribution: number, spans: [number, number][]) => ({
  word: w,
  contribution,
  contribution_percentage: 0,
  spans: spans.map(([start, end]) => ({ start, end })),
});

describe('splitBySpans', () => {
  it('cuts the text at every span, in text order, keeping what lies between', () => {
    const text = 'আমি খুব খুশি আজ';
    const pieces = splitBySpans(text, [word('খুশি', 0.4, [[8, 12]]), word('আমি', -0.1, [[0, 3]])]);
    expect(pieces).toEqual([
      { text: 'আমি', contribution: -0.1, word: 'আমি' },
      { text: ' খুব ' },
      { text: 'খুশি', contribution: 0.4, word: 'খুশি' },
      { text: ' আজ' },
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
  });

  it('skips overlapping and out-of-range spans', () => {
    const pieces = splitBySpans('abcdef', [
      word('abc', 1, [[0, 3]]),
      word('bcd', 1, [[1, 4]]),
      word('x', 1, [[5, 40]]),
    ]);
    expect(pieces.map((p) => p.text)).toEqual(['abc', 'def']);
  });
});

describe('splitProcessingTime', () => {
  it('uses ms under a second and s with 2 decimals above', () => {
    expect(splitProcessingTime(12.3)).toMatchObject({ unit: 'ms', value: 12.3 });
    expect(splitProcessingTime(1500)).toEqual({ value: 1.5, unit: 's', digits: 2 });
  });
});
