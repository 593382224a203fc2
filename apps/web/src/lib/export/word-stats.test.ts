import { describe, expect, it } from 'vitest';
import { computeWordStatistics } from './word-stats';

describe('computeWordStatistics', () => {
  it('computes count, average, median, extremes and population deviation', () => {
    const stats = computeWordStatistics([40, -10, 30, 20]);
    expect(stats.count).toBe(4);
    expect(stats.average).toBe(20);
    expect(stats.median).toBe(25);
    expect(stats.highest).toBe(40);
    expect(stats.lowest).toBe(-10);
    // deviations 20, -30, 10, 0 -> variance (400+900+100+0)/4 = 350
    expect(stats.standardDeviation).toBeCloseTo(Math.sqrt(350), 10);
  });

  it('takes the middle value for an odd count', () => {
    expect(computeWordStatistics([5, 1, 3]).median).toBe(3);
  });

  it('is all zeros for no words', () => {
    expect(computeWordStatistics([])).toEqual({
      count: 0,
      average: 0,
      median: 0,
      highest: 0,
      lowest: 0,
      standardDeviation: 0,
    });
  });
});
