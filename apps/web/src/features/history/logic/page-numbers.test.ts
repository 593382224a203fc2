import { describe, expect, it } from 'vitest';
import { countPages, slicePage } from './page-numbers';

describe('paging helpers', () => {
  it('counts pages of five and slices them', () => {
    expect(countPages(0)).toBe(1);
    expect(countPages(5)).toBe(1);
    expect(countPages(6)).toBe(2);
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(slicePage(items, 3)).toEqual([10, 11]);
    expect(slicePage(items, 1)).toEqual([0, 1, 2, 3, 4]);
  });
});
