import { describe, expect, it } from 'vitest';
import { readMinConfidence } from './min-confidence';

describe('readMinConfidence', () => {
  it('reads ASCII and Bengali digits alike, a decimal point included', () => {
    expect(readMinConfidence('60')).toBe(60);
    expect(readMinConfidence('৬০')).toBe(60);
    expect(readMinConfidence(' ৭৫.৫ ')).toBe(75.5);
  });

  it('keeps the value between 0 and 100, and has none for an empty or unreadable text', () => {
    expect(readMinConfidence('১৫০')).toBe(100);
    expect(readMinConfidence('-5')).toBe(0);
    expect(readMinConfidence('')).toBeUndefined();
    expect(readMinConfidence('  ')).toBeUndefined();
    expect(readMinConfidence('ষাট')).toBeUndefined();
  });
});
