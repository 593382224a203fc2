import { describe, expect, it } from 'vitest';
import { toExportFileName, toExportHeaders } from './export-stream';

describe('export downloads', () => {
  const day = new Date('2026-11-24T01:02:03Z');
  it('are named with the date and the format', () => {
    expect(toExportFileName('users', 'csv', day)).toBe('shobdo-users-2026-11-24.csv');
  });
  it('carry their type, the attachment name and no caching', () => {
    expect(toExportHeaders('analyses', 'json', day)).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="shobdo-analyses-2026-11-24.json"',
      'cache-control': 'no-store',
    });
    expect(toExportHeaders('users', 'csv', day)['content-type']).toBe('text/csv; charset=utf-8');
  });
});
