import { describe, expect, it } from 'vitest';
import { getCsvFileName, getExcelFileName } from './file-names';

describe('export file names', () => {
  const day = new Date(2026, 0, 9, 23, 30);
  it('follow shobdo-<prediction>-<date>', () => {
    expect(getExcelFileName('not_bully', day)).toBe('shobdo-not_bully-2026-01-09.xlsx');
    expect(getCsvFileName('threat', day)).toBe('shobdo-threat-words-2026-01-09.csv');
  });
});
