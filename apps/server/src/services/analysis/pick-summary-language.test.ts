import { describe, expect, it } from 'vitest';
import { pickSummaryLanguage } from './pick-summary-language';

describe('pickSummaryLanguage', () => {
  it('answers English without a header', () => {
    expect(pickSummaryLanguage(undefined)).toBe('en');
    expect(pickSummaryLanguage('')).toBe('en');
  });
  it('answers Bengali for bn and its regional tags', () => {
    expect(pickSummaryLanguage('bn')).toBe('bn');
    expect(pickSummaryLanguage('bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
  });
  it('follows quality values and order', () => {
    expect(pickSummaryLanguage('en-US,en;q=0.9,bn;q=0.8')).toBe('en');
    expect(pickSummaryLanguage('fr;q=1,bn;q=0.5,en;q=0.4')).toBe('bn');
    expect(pickSummaryLanguage('en;q=0.5,bn;q=0.7')).toBe('bn');
    expect(pickSummaryLanguage('bn;q=0, en')).toBe('en');
  });
  it('answers English for languages the product does not speak', () => {
    expect(pickSummaryLanguage('fr-FR,de')).toBe('en');
  });
});
