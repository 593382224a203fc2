import { describe, expect, it } from 'vitest';
import { changedSince, partsFed, rangesToRebuild, type Marks } from './rollup-changes';

const base: Marks = {
  analyses: '2026-11-20T10:00:00.000Z',
  visits: '2026-11-23T10:00:00.000Z',
  activities: '2026-01-01T00:00:00.000Z',
  sessions: '2026-11-23T10:00:00.000Z',
};

describe('changedSince', () => {
  it('starts at the oldest previous mark of the sources that changed, less ten minutes', () => {
    expect(changedSince(base, { ...base, visits: '2026-11-23T11:00:00.000Z' })).toEqual({
      kind: 'since',
      since: '2026-11-23T09:50:00.000Z',
      sources: ['visits'],
    });
    // An old, unchanged source (activities) does not drag the rebuild back to January.
    expect(
      changedSince(base, { ...base, analyses: '2026-11-23T11:00:00.000Z', visits: '2026-11-23T11:00:00.000Z' }),
    ).toEqual({ kind: 'since', since: '2026-11-20T09:50:00.000Z', sources: ['analyses', 'visits'] });
  });
  it('rebuilds everything when a source had no rows before', () => {
    expect(changedSince({ ...base, activities: null }, base)).toEqual({ kind: 'all' });
  });
  it('says so when nothing changed', () => {
    expect(changedSince(base, { ...base })).toEqual({ kind: 'none' });
  });
});

describe('rangesToRebuild', () => {
  it('covers the local days a deleted UTC date can touch, merged, before the tail', () => {
    expect(rangesToRebuild(['2026-03-10', '2026-03-11', '2026-06-01'], '2026-11-22')).toEqual([
      { from: '2026-03-09', to: '2026-03-12' },
      { from: '2026-05-31', to: '2026-06-02' },
      { from: '2026-11-22', to: null },
    ]);
  });
  it('leaves out deleted days the tail already rebuilds', () => {
    expect(rangesToRebuild(['2026-11-23'], '2026-11-22')).toEqual([{ from: '2026-11-22', to: null }]);
    expect(rangesToRebuild(['2026-11-22'], '2026-11-22')).toEqual([
      { from: '2026-11-21', to: '2026-11-21' },
      { from: '2026-11-22', to: null },
    ]);
  });
  it('rebuilds only the deleted days when nothing was added', () => {
    expect(rangesToRebuild(['2026-12-31'], null)).toEqual([{ from: '2026-12-30', to: '2027-01-01' }]);
    expect(rangesToRebuild([], null)).toEqual([]);
  });
});

describe('partsFed', () => {
  it('rebuilds only the roll-ups that the changed sources feed', () => {
    expect(partsFed(['visits'])).toEqual({ visits: true, analyses: false, users: true });
    expect(partsFed(['sessions'])).toEqual({ visits: true, analyses: false, users: false });
    expect(partsFed(['analyses'])).toEqual({ visits: false, analyses: true, users: true });
    expect(partsFed(['activities'])).toEqual({ visits: false, analyses: false, users: true });
  });
});
