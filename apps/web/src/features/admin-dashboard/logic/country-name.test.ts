import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in Bengali from its code, and keeps the stored English name in English', () => {
    expect(countryName({ name: 'Bangladesh', code: 'BD' }, 'bn')).toBe('বাংলাদেশ');
    expect(countryName({ name: 'India', code: 'IN' }, 'bn')).toBe('ভারত');
    expect(countryName({ name: 'United States of America', code: 'US' }, 'en')).toBe('United States of America');
  });

  it('keeps the stored name when there is no code, or the code is not a region', () => {
    expect(countryName({ name: 'Narnia', code: null }, 'bn')).toBe('Narnia');
    expect(countryName({ name: 'Somewhere', code: 'QQ' }, 'bn')).toBe('Somewhere');
    expect(countryName({ name: 'Bad', code: '1' }, 'bn')).toBe('Bad');
  });
});
