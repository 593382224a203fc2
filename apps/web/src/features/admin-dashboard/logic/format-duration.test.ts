import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes minutes and seconds in the UI digits', () => {
    expect(formatDuration(129, 'en', { m: 'm', s: 's' })).toBe('2m 9s');
    expect(formatDuration(0, 'en', { m: 'm', s: 's' })).toBe('0m 0s');
    expect(formatDuration(129, 'bn', { m: 'মি', s: 'সে' })).toBe('২মি ৯সে');
  });
});
