import { describe, expect, it } from 'vitest';
import { MAX_CELL_LENGTH, escapeCellText, toSheetName } from './escape-cell';

describe('escapeCellText', () => {
  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'])('prefixes a formula trigger: %j', (text) => {
    expect(escapeCellText(text)).toBe(`'${text}`);
  });

  it('leaves ordinary and Bengali text alone', () => {
    expect(escapeCellText('আমি তোমাকে')).toBe('আমি তোমাকে');
    expect(escapeCellText('a=b')).toBe('a=b');
    expect(escapeCellText('')).toBe('');
  });

  it('cuts text to the cell limit', () => {
    expect(escapeCellText('ক'.repeat(MAX_CELL_LENGTH + 50))).toHaveLength(MAX_CELL_LENGTH);
    expect(escapeCellText(`=${'x'.repeat(MAX_CELL_LENGTH)}`)).toHaveLength(MAX_CELL_LENGTH);
  });
});

describe('toSheetName', () => {
  it('keeps names within 31 characters without forbidden characters', () => {
    expect(toSheetName('Word Contributions')).toBe('Word Contributions');
    const long = toSheetName('A very long sheet name that goes on: and on / and on');
    expect(long.length).toBeLessThanOrEqual(31);
    expect(long).not.toMatch(/[\\/?*[\]:]/);
  });
});
