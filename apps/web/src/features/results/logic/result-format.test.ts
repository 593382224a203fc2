import { describe, expect, it } from 'vitest';
import { getBarWidth, getConfidenceBand, getContributionDirection, splitProcessingTime } from './result-format';

describe('result formatting', () => {
  it('bands confidence at 80 and 60', () => {
    expect(getConfidenceBand(80)).toBe('high');
    expect(getConfidenceBand(79.9)).toBe('medium');
    expect(getConfidenceBand(60)).toBe('medium');
    expect(getConfidenceBand(59.94)).toBe('low');
  });

  it('bands the confidence as it is shown, to one decimal', () => {
    expect(getConfidenceBand(79.96)).toBe('high'); // reads 80.0%
    expect(getConfidenceBand(79.94)).toBe('medium'); // reads 79.9%
    expect(getConfidenceBand(59.95)).toBe('medium'); // reads 60.0%
  });

  it('shows processing time in ms under a second, else seconds with 2 decimals', () => {
    expect(splitProcessingTime(0.42)).toEqual({ value: 0.42, unit: 'ms', decimals: 1 });
    expect(splitProcessingTime(999)).toEqual({ value: 999, unit: 'ms', decimals: 0 });
    expect(splitProcessingTime(1234)).toEqual({ value: 1.234, unit: 's', decimals: 2 });
  });

  it('scales bars to the largest contribution', () => {
    expect(getBarWidth(-20, 40)).toBe(50);
    expect(getBarWidth(40, 40)).toBe(100);
    expect(getBarWidth(5, 0)).toBe(0);
  });

  it("gives a share that reads 0.0% neither side's colour", () => {
    expect(getContributionDirection(0)).toBe('none');
    expect(getContributionDirection(-0.04)).toBe('none');
    expect(getContributionDirection(0.049)).toBe('none');
    expect(getContributionDirection(0.05)).toBe('for');
    expect(getContributionDirection(-0.06)).toBe('against');
  });
});
