import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, eachDay, monthStart, todayIn } from './calendar';

describe('calendar', () => {
  it('knows the day in a time zone', () => {
    // 20:30 UTC on 1 March is already 2 March in Dhaka (UTC+6).
    expect(todayIn('Asia/Dhaka', new Date('2026-03-01T20:30:00Z'))).toBe('2026-03-02');
    expect(todayIn('UTC', new Date('2026-03-01T20:30:00Z'))).toBe('2026-03-01');
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(eachDay('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(monthStart('2026-11-23')).toBe('2026-11-01');
  });
});
