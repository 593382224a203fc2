import { describe, expect, it } from 'vitest';
import { PROGRESS_INITIAL, PROGRESS_ROTATING, pickNextProgress } from './progress-messages';

describe('pickNextProgress', () => {
  it('moves from the initial text to one of the four rotating texts', () => {
    expect(pickNextProgress(PROGRESS_INITIAL, () => 0)).toBe('progress.processing');
    expect(pickNextProgress(PROGRESS_INITIAL, () => 0.999)).toBe('progress.almostDone');
  });

  it('never repeats the current text and can reach every other one', () => {
    for (const current of PROGRESS_ROTATING) {
      const seen = new Set([0, 0.3, 0.6, 0.99].map((r) => pickNextProgress(current, () => r)));
      expect(seen.has(current)).toBe(false);
      expect(seen.size).toBe(3);
    }
  });
});
