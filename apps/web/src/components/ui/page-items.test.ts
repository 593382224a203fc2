import { describe, expect, it } from 'vitest';
import { getPageItems } from './page-items';

describe('getPageItems', () => {
  it('lists every page up to five pages', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shortens longer ranges with ellipses around the current page', () => {
    expect(getPageItems(1, 6)).toEqual([1, 2, 3, 4, 'ellipsis-end', 6]);
    expect(getPageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(getPageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(getPageItems(9, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
    expect(getPageItems(10, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
  });

  it('always includes the first, last and current page', () => {
    for (let total = 6; total <= 12; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = getPageItems(current, total);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
        expect(items).toContain(current);
      }
    }
  });
});
