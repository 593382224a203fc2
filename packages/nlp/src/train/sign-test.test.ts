import { describe, expect, it } from 'vitest';
import { signTestP } from './sign-test';

describe('signTestP', () => {
  it('gives the exact two-sided probability of a split at least as uneven', () => {
    expect(signTestP(0, 6)).toBeCloseTo(2 / 64, 12);
    expect(signTestP(1, 8)).toBeCloseTo((2 * (1 + 9)) / 512, 12);
    expect(signTestP(1, 4)).toBeCloseTo(0.375, 12);
    expect(signTestP(4, 1)).toBeCloseTo(0.375, 12);
  });

  it('is 1 for an even split or no changed case, and never above 1', () => {
    expect(signTestP(0, 0)).toBe(1);
    expect(signTestP(3, 3)).toBeCloseTo(1, 12);
    expect(signTestP(2, 3)).toBeCloseTo(1, 12);
  });

  it('stays finite for many changed cases', () => {
    const p = signTestP(400, 600);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1e-9);
  });
});
