import { MAX_TEXT_LENGTH } from '@shobdo/contracts';
import { describe, expect, it } from 'vitest';
import { getTextLengthState } from './text-length';

describe('getTextLengthState', () => {
  it('is too long only past the limit', () => {
    expect(getTextLengthState('ক'.repeat(MAX_TEXT_LENGTH)).tooLong).toBe(false);
    expect(getTextLengthState('ক'.repeat(MAX_TEXT_LENGTH + 1))).toEqual({
      length: 10001,
      tooLong: true,
      showCount: true,
    });
  });

  it('shows the count from 90% of the limit', () => {
    expect(getTextLengthState('a'.repeat(8999)).showCount).toBe(false);
    expect(getTextLengthState('a'.repeat(9000)).showCount).toBe(true);
  });

  it('counts UTF-16 code units, as the server schema does', () => {
    expect(getTextLengthState('😀').length).toBe(2);
  });
});
