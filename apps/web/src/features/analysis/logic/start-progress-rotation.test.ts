import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_INITIAL, PROGRESS_ROTATING } from './progress-messages';
import { PROGRESS_SLOW, startProgressRotation } from './start-progress-rotation';

describe('startProgressRotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('changes the text every 3 seconds, then reports a slow analysis after 30 s', () => {
    const seen: string[] = [];
    const stop = startProgressRotation(PROGRESS_INITIAL, (key) => seen.push(key));
    vi.advanceTimersByTime(2999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(6000);
    expect(seen).toHaveLength(3);
    for (const key of seen) expect(PROGRESS_ROTATING).toContain(key);
    expect(seen[1]).not.toBe(seen[0]);
    vi.advanceTimersByTime(21_000);
    expect(seen.at(-1)).toBe(PROGRESS_SLOW);
    const count = seen.length;
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(count);
    stop();
  });

  it('stops when told', () => {
    const seen: string[] = [];
    const stop = startProgressRotation(PROGRESS_INITIAL, (key) => seen.push(key));
    stop();
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([]);
  });
});
