import { describe, expect, it } from 'vitest';
import { changedSince, type Marks } from './refresh-rollups';

const base: Marks = {
  analyses: '2026-11-20T10:00:00.000Z',
  visits: '2026-11-23T10:00:00.000Z',
  activities: '2026-01-01T00:00:00.000Z',
  sessions: '2026-11-23T10:00:00.000Z',
};

describe('changedSince', () => {
  it('starts at the oldest previous mark of the sources that changed, less ten minutes', () => {
    expect(changedSince(base, { ...base, visits: '2026-11-23T11:00:00.000Z' })).toBe('2026-11-23T09:50:00.000Z');
    // An old, unchanged source (activities) does not drag the rebuild back to January.
    expect(
      changedSince(base, { ...base, analyses: '2026-11-23T11:00:00.000Z', visits: '2026-11-23T11:00:00.000Z' }),
    ).toBe('2026-11-20T09:50:00.000Z');
  });
  it('rebuilds everything when a source had no rows before', () => {
    expect(changedSince({ ...base, activities: null }, base)).toBeNull();
  });
});
