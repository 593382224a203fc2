import { describe, expect, it } from 'vitest';
import { fallbackDays, validateCustomRange } from './chart-range';

describe('chart range', () => {
  it('validates a custom range as docs/product/constants.md#validation says', () => {
    expect(validateCustomRange('', '2026-01-02')).toBe('bothDates');
    expect(validateCustomRange('2026-01-03', '2026-01-02')).toBe('endBeforeStart');
    expect(validateCustomRange('2026-01-02', '2026-01-02')).toBeNull();
    // The server's longest range, 366 days both counted, and a day more (which it would refuse).
    expect(validateCustomRange('2024-01-01', '2024-12-31')).toBeNull();
    expect(validateCustomRange('2023-01-01', '2024-01-02')).toBe('rangeTooLong');
    expect(validateCustomRange('2020-01-01', '2026-11-28')).toBe('rangeTooLong');
  });
  it('lists the zero-filled days of week, month and custom', () => {
    expect(fallbackDays({ filter: 'week' }, '2026-03-02')).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(fallbackDays({ filter: 'month' }, '2026-03-02')).toEqual(['2026-03-01', '2026-03-02']);
    expect(fallbackDays({ filter: 'custom', start: '2026-01-30', end: '2026-02-01' }, '2026-03-02')).toHaveLength(3);
  });
});
