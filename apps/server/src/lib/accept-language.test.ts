import { describe, expect, it } from 'vitest';
import { pickResponseLanguage } from './accept-language';

describe('pickResponseLanguage', () => {
  it('answers English without a header', () => {
    expect(pickResponseLanguage(undefined)).toBe('en');
    expect(pickResponseLanguage('')).toBe('en');
  });
  it('answers Bengali for bn and its regional tags', () => {
    expect(pickResponseLanguage('bn')).toBe('bn');
    expect(pickResponseLanguage('bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
  });
  it('follows quality values and order', () => {
    expect(pickResponseLanguage('en-US,en;q=0.9,bn;q=0.8')).toBe('en');
    expect(pickResponseLanguage('fr;q=1,bn;q=0.5,en;q=0.4')).toBe('bn');
    expect(pickResponseLanguage('en;q=0.5,bn;q=0.7')).toBe('bn');
    expect(pickResponseLanguage('bn;q=0, en')).toBe('en');
  });
  it('answers English for languages the product does not speak', () => {
    expect(pickResponseLanguage('fr-FR,de')).toBe('en');
  });
});
