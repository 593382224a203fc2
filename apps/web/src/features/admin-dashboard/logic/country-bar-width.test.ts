import { describe, expect, it } from 'vitest';
import { countryBarWidth } from './country-bar-width';

describe('countryBarWidth', () => {
  it('scales from 15 to 95 percent', () => {
    expect(countryBarWidth(60, 60)).toBe(95);
    expect(countryBarWidth(30, 60)).toBe(55);
    expect(countryBarWidth(0, 60)).toBe(15);
    expect(countryBarWidth(0, 0)).toBe(15);
  });
});
