import { describe, expect, it } from 'vitest';
import { buildCsvText } from './build-csv';

const words = [
  { word: 'মেরে', contribution: 1.2, contribution_percentage: 60, spans: [{ start: 0, end: 4 }] },
  { word: '=HYPERLINK("x")', contribution: -0.6, contribution_percentage: -30, spans: [] },
  { word: 'ফেলব, আজ', contribution: 0.2, contribution_percentage: 10, spans: [] },
];

describe('buildCsvText', () => {
  const csv = buildCsvText({ words });
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');

  it('starts with a UTF-8 BOM and the spec columns', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Rank,Word/Phrase,Contribution Percentage,Contribution Score,Normalized Score,Relative Rank');
    expect(lines.at(-1)).toBe('');
  });

  it('writes one row per word with 2-decimal percentages and a normalized score', () => {
    expect(lines[1]).toBe('1,মেরে,60.00,1.2,100.00,Top 10%');
    // A negative percentage stays a plain number; the formula-looking word is escaped and quoted.
    // Rank 2 of 3 is beyond the first half (2 > 1.5), so it is in the bottom 50%.
    expect(lines[2]).toBe(`2,"'=HYPERLINK(""x"")",-30.00,-0.6,50.00,Bottom 50%`);
    expect(lines[3]).toBe('3,"ফেলব, আজ",10.00,0.2,16.67,Bottom 50%');
  });
});
