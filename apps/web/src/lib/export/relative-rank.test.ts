import { describe, expect, it } from 'vitest';
import { getRelativeRank, type RelativeRank } from './relative-rank';

function countBands(total: number): Record<RelativeRank, number> {
  const counts: Record<RelativeRank, number> = { 'Top 10%': 0, 'Top 25%': 0, 'Top 50%': 0, 'Bottom 50%': 0 };
  for (let rank = 1; rank <= total; rank += 1) counts[getRelativeRank(rank, total)] += 1;
  return counts;
}

describe('getRelativeRank', () => {
  it('splits twenty items at 10%, 25% and 50%', () => {
    expect(countBands(20)).toEqual({ 'Top 10%': 2, 'Top 25%': 3, 'Top 50%': 5, 'Bottom 50%': 10 });
    expect(getRelativeRank(1, 20)).toBe('Top 10%');
    expect(getRelativeRank(20, 20)).toBe('Bottom 50%');
  });

  it('gives a band only to the items within its share: twenty-five items split 2/4/6/13', () => {
    // Rank 3 of 25 is 12%, beyond the top 10%; rank 7 is 28%, beyond the top 25%.
    expect(getRelativeRank(2, 25)).toBe('Top 10%');
    expect(getRelativeRank(3, 25)).toBe('Top 25%');
    expect(getRelativeRank(6, 25)).toBe('Top 25%');
    expect(getRelativeRank(7, 25)).toBe('Top 50%');
    expect(getRelativeRank(12, 25)).toBe('Top 50%');
    expect(getRelativeRank(13, 25)).toBe('Bottom 50%');
    expect(countBands(25)).toEqual({ 'Top 10%': 2, 'Top 25%': 4, 'Top 50%': 6, 'Bottom 50%': 13 });
  });

  it('never lets a band hold more than its share of any list, the first item aside', () => {
    for (let total = 1; total <= 200; total += 1) {
      const counts = countBands(total);
      expect(counts['Top 10%']).toBe(Math.max(1, Math.floor(total / 10)));
      expect(counts['Top 10%'] + counts['Top 25%']).toBe(Math.max(1, Math.floor(total / 4)));
      expect(counts['Top 10%'] + counts['Top 25%'] + counts['Top 50%']).toBe(Math.max(1, Math.floor(total / 2)));
    }
  });

  it('keeps the first item of a list under ten items in the top 10%, the rest by the exact rule', () => {
    expect(getRelativeRank(1, 1)).toBe('Top 10%');
    expect(getRelativeRank(1, 4)).toBe('Top 10%');
    expect(getRelativeRank(2, 4)).toBe('Top 50%');
    expect(getRelativeRank(3, 4)).toBe('Bottom 50%');
    expect(countBands(9)).toEqual({ 'Top 10%': 1, 'Top 25%': 1, 'Top 50%': 2, 'Bottom 50%': 5 });
  });
});
