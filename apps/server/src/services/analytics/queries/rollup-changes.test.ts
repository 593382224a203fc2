import { describe, expect, it } from 'vitest';
import { rangesToRebuild } from './rollup-changes';

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
