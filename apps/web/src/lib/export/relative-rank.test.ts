import { describe, expect, it } from 'vitest';
import { getRelativeRank } from './relative-rank';

describe('getRelativeRank', () => {
  it('splits twenty items at 10%, 25% and 50%', () => {
    const ranks = Array.from({ length: 20 }, (_, i) => getRelativeRank(i + 1, 20));
    expect(ranks.filter((r) => r === 'Top 10%')).toHaveLength(2);
    expect(ranks.filter((r) => r === 'Top 25%')).toHaveLength(3);
    expect(ranks.filter((r) => r === 'Top 50%')).toHaveLength(5);
    expect(ranks.filter((r) => r === 'Bottom 50%')).toHaveLength(10);
    expect(ranks[0]).toBe('Top 10%');
    expect(ranks[19]).toBe('Bottom 50%');
  });

  it('always puts the first item of a short list in the top 10%', () => {
    expect(getRelativeRank(1, 1)).toBe('Top 10%');
    expect(getRelativeRank(1, 4)).toBe('Top 10%');
    expect(getRelativeRank(2, 4)).toBe('Top 50%');
    expect(getRelativeRank(3, 4)).toBe('Bottom 50%');
  });
});
