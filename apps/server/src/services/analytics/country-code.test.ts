import { describe, expect, it } from 'vitest';
import { countryCode } from './country-code';

describe('countryCode', () => {
  it('gives the code of a country the sign-up form stores, by its English official name, in any case', () => {
    expect(countryCode('Bangladesh')).toBe('BD');
    expect(countryCode('India')).toBe('IN');
    expect(countryCode('United States of America')).toBe('US');
    expect(countryCode('bangladesh')).toBe('BD');
  });

  it('gives null for a name the country list does not know', () => {
    expect(countryCode('Narnia')).toBeNull();
    expect(countryCode('')).toBeNull();
  });
});
