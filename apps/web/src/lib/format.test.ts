import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPercent, localizeDigits } from './format';

describe('format helpers', () => {
  it('writes Bengali digits in Bengali mode', () => {
    expect(formatNumber(1234, 'bn')).toBe('১,২৩৪');
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatPercent(87.25, 'en')).toBe('87.3%');
    expect(formatPercent(87.25, 'bn')).toMatch(/^৮৭\.৩\s?%$/);
    expect(localizeDigits('v1.0.0', 'bn')).toBe('v১.০.০');
    expect(localizeDigits('0123456789 / 9876543210', 'bn')).toBe('০১২৩৪৫৬৭৮৯ / ৯৮৭৬৫৪৩২১০');
    expect(formatDate('2026-03-05T14:07:00Z', 'bn', { year: 'numeric', timeZone: 'UTC' })).toBe('২০২৬');
  });
});
