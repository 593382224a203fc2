import { describe, expect, it } from 'vitest';
import { toDateRange } from './to-date-range';

describe('toDateRange', () => {
  it('is open on both sides without bounds', () => {
    expect(toDateRange(undefined, undefined)).toEqual({});
  });
  it('takes date-only bounds as whole UTC days, the end day included', () => {
    expect(toDateRange('2026-01-01', '2026-01-31')).toEqual({
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-02-01T00:00:00Z'),
    });
  });
  it('takes date-time bounds as exact instants', () => {
    expect(toDateRange('2026-01-01T10:00:00+06:00', '2026-01-02T00:00:00Z')).toEqual({
      from: new Date('2026-01-01T04:00:00Z'),
      to: new Date('2026-01-02T00:00:00Z'),
    });
  });
});
