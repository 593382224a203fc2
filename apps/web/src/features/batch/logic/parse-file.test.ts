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
  it("reads Excel's Unicode Text export: UTF-16 with its byte-order mark, tab-separated", async () => {
    const text = 'id\tcomment\r\n1\tতোকে দেখে নেব\r\n2\tভালো লাগলো\r\n';
    /** The text in UTF-16 with its byte-order mark, in the given byte order. */
    const utf16 = (order: 'le' | 'be') => {
      const bytes = new Uint8Array(2 + text.length * 2);
      bytes.set(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
      [...text].forEach((c, i) => {
        const [high, low] = [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff];
        bytes.set(order === 'le' ? [low, high] : [high, low], 2 + i * 2);
      });
      return bytes;
    };
    const table = await parseFile(new File([utf16('le')], 'export.txt', { type: 'text/plain' }));
    expect(table).toEqual({
      columns: ['id', 'comment'],
      rows: [
        ['1', 'তোকে দেখে নেব'],
        ['2', 'ভালো লাগলো'],
      ],
    });
    // The same in big-endian order.
    expect((await parseFile(new File([utf16('be')], 'export.txt'))).rows[0]).toEqual(['1', 'তোকে দেখে নেব']);
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
