import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { parseFile } from './parse-file';

describe('parseFile (what the worker runs)', () => {
  it('reads a CSV with a byte-order mark, quotes and Bengali text', async () => {
    const file = new File(['\uFEFFid,comment\r\n1,"তোকে, দেখে নেব"\r\n2,ভালো লাগলো\r\n'], 'c.csv', {
      type: 'text/csv',
    });
    const table = await parseFile(file);
    expect(table.columns).toEqual(['id', 'comment']);
    expect(table.rows).toEqual([
      ['1', 'তোকে, দেখে নেব'],
      ['2', 'ভালো লাগলো'],
    ]);
  });
  it('reads the first sheet of an Excel workbook', async () => {
    const buffer = await writeXlsxFile([
      [{ value: 'text' }, { value: 'n' }],
      [{ value: 'আমি তোকে মেরে ফেলব' }, { value: 3, type: Number }],
    ]).toBuffer();
    const table = await parseFile(new File([new Uint8Array(buffer)], 'w.xlsx'));
    expect(table).toEqual({ columns: ['text', 'n'], rows: [['আমি তোকে মেরে ফেলব', '3']] });
  });
  it('refuses other files, empty ones and broken workbooks with a code', async () => {
    await expect(parseFile(new File(['x'], 'a.png', { type: 'image/png' }))).rejects.toMatchObject({
      code: 'unsupported',
    });
    await expect(parseFile(new File([''], 'a.csv'))).rejects.toMatchObject({ code: 'empty' });
    await expect(parseFile(new File(['not a zip'], 'a.xlsx'))).rejects.toMatchObject({ code: 'unreadable' });
  });
});
