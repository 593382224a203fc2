import { describe, expect, it } from 'vitest';
import { getShownRange } from './pager';

describe('getShownRange', () => {
  it('is 1-based and inclusive, the last page short', () => {
    expect(getShownRange(1, 10, 25)).toEqual({ from: 1, to: 10 });
    expect(getShownRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
  });
  it('is 0 to 0 for no rows or a page beyond the last', () => {
    expect(getShownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(getShownRange(4, 10, 25)).toEqual({ from: 0, to: 0 });
  });
});
