import { describe, expect, it } from 'vitest';
import { resolveChartRange } from './resolve-chart-range';

const now = new Date('2026-11-23T20:00:00Z'); // 24 Nov, 02:00 in Dhaka

describe('resolveChartRange', () => {
  it('defaults to the last 7 days including today, in the time zone', () => {
    expect(resolveChartRange({}, 'Asia/Dhaka', now)).toEqual({ start: '2026-11-18', end: '2026-11-24' });
    expect(resolveChartRange({}, 'UTC', now)).toEqual({ start: '2026-11-17', end: '2026-11-23' });
  });
  it('takes days, week, month and explicit dates', () => {
    expect(resolveChartRange({ days: 30 }, 'UTC', now)).toEqual({ start: '2026-10-25', end: '2026-11-23' });
    expect(resolveChartRange({ days: 30, filter_type: 'week' }, 'UTC', now)).toEqual({
      start: '2026-11-17',
      end: '2026-11-23',
    });
    expect(resolveChartRange({ filter_type: 'month' }, 'UTC', now)).toEqual({ start: '2026-11-01', end: '2026-11-23' });
    expect(
      resolveChartRange({ start_date: '2026-01-01', end_date: '2026-01-03', filter_type: 'custom' }, 'UTC', now),
    ).toEqual({
      start: '2026-01-01',
      end: '2026-01-03',
    });
  });
});
