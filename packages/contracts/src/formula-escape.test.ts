import { describe, expect, it } from 'vitest';
import { escapeFormula, toSafeCsvCell } from './formula-escape';

describe('escapeFormula', () => {
  it('puts an apostrophe before a cell a spreadsheet would run, and leaves other text alone', () => {
    for (const bad of ['=1+1', '+88017', '-2', '@SUM(A1)', '\tx', '\rx']) expect(escapeFormula(bad)).toBe(`'${bad}`);
    expect(escapeFormula('তুমি = ভালো')).toBe('তুমি = ভালো');
    expect(escapeFormula('')).toBe('');
  });

  it('is the rule of the CSV cells too', () => {
    expect(toSafeCsvCell('-2')).toBe("'-2");
  });
});
