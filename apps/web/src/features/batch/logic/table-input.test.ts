import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { chunk, columnTexts, fileKind, guessTextColumn, linesToTexts, TableError, toTable } from './table-input';

describe('toTable', () => {
  it('takes the first non-empty row as the header, drops empty rows and pads short ones', () => {
    const table = toTable([[], ['id', 'comment', ''], ['1', 'তুমি খুব ভালো'], ['', '', ''], ['2', 'বাজে', 'x']]);
    expect(table.columns).toEqual(['id', 'comment', 'Column 3']);
    expect(table.rows).toEqual([
      ['1', 'তুমি খুব ভালো', ''],
      ['2', 'বাজে', 'x'],
    ]);
  });
  it('reads a file of the largest size allowed, and refuses a bigger one', () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => [String(i), `মন্তব্য ${i}`]);
    expect(toTable([['id', 'text'], ...rows]).rows).toHaveLength(200_000);
    expect(() => toTable([['id', 'text'], ...rows, ['x', 'y']])).toThrow(expect.objectContaining({ code: 'tooBig' }));
  });
  it('refuses a file with no data rows', () => {
    expect(() => toTable([])).toThrow(TableError);
    expect(() => toTable([['only a header']])).toThrow(expect.objectContaining({ code: 'empty' }));
  });
  it('reads what papaparse gives for a quoted CSV with commas and new lines in the comments', () => {
    const csv = 'id,text\r\n1,"আমি, তুমি"\r\n2,"দুই\nলাইন"\r\n';
    const table = toTable(Papa.parse<string[]>(csv, { skipEmptyLines: true }).data);
    expect(columnTexts(table, 1)).toEqual(['আমি, তুমি', 'দুই\nলাইন']);
  });
});

describe('guessTextColumn', () => {
  it('prefers a column named like comments, else the one with the longest texts', () => {
    expect(guessTextColumn({ columns: ['id', 'Comment'], rows: [['1', 'a']] })).toBe(1);
    expect(
      guessTextColumn({
        columns: ['id', 'date', 'body text'],
        rows: [
          ['1', '2026-01-01', 'তোকে রাস্তায় একা পেলে দেখে নেব'],
          ['2', '2026-01-02', 'ভালো লাগলো'],
        ],
      }),
    ).toBe(2);
  });
});

describe('fileKind', () => {
  it('knows CSV and Excel files and refuses the rest', () => {
    expect(fileKind('comments.CSV', '')).toBe('csv');
    expect(fileKind('export', 'text/csv')).toBe('csv');
    expect(fileKind('week.xlsx', '')).toBe('xlsx');
    expect(fileKind('photo.png', 'image/png')).toBeNull();
    expect(fileKind('old.xls', 'application/vnd.ms-excel')).toBeNull();
  });
});

describe('linesToTexts and chunk', () => {
  it('splits pasted text into one comment per non-blank line', () => {
    expect(linesToTexts('এক\r\n\n  দুই  \rতিন\n')).toEqual(['এক', 'দুই', 'তিন']);
  });
  it('slices in order into chunks of at most the size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
  });
});
