import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from './digits';

describe('toAsciiDigits', () => {
  it('turns Bengali digits into ASCII and leaves the rest', () => {
    expect(toAsciiDigits('২৫')).toBe('25');
    expect(toAsciiDigits('১২০ years')).toBe('120 years');
    expect(toAsciiDigits('abc')).toBe('abc');
  });
});
