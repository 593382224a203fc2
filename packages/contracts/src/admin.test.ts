import { describe, expect, it } from 'vitest';
import { analysisLogsQuerySchema, toConfidenceLevel, toLogType } from './admin-logs';
import { usersDashboardQuerySchema } from './admin-users';
import { toPagination } from './paging';
import { toSafeCsvCell } from './formula-escape';

describe('toLogType', () => {
  it('counts the five-class models as toxicity, sentiment-pro as sentiment, spam-detector as spam, else other', () => {
    for (const id of ['bangla-sentiment-v1', 'shobdo-v1', 'shobdo-v2', 'multilingual-v1'])
      expect(toLogType(id)).toBe('toxicity');
    expect(toLogType('sentiment-pro')).toBe('sentiment');
    expect(toLogType('spam-detector')).toBe('spam');
    expect(toLogType('retired-model')).toBe('other');
  });
});

describe('toConfidenceLevel', () => {
  it('bands the confidence as shown with one decimal (docs/product/constants.md#display)', () => {
    expect(toConfidenceLevel(80)).toBe('high');
    expect(toConfidenceLevel(79.96)).toBe('high'); // shown as 80.0%
    expect(toConfidenceLevel(79.94)).toBe('medium');
    expect(toConfidenceLevel(60)).toBe('medium');
    expect(toConfidenceLevel(59.94)).toBe('low');
    expect(toConfidenceLevel(0)).toBe('low');
  });
});

describe('toSafeCsvCell', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['আমি', 'আমি'],
    [null, ''],
    [12.5, '12.5'],
  ])('%j -> %j', (input, output) => {
    expect(toSafeCsvCell(input)).toBe(output);
  });
});

describe('admin query schemas', () => {
  it('default to page 1 of 10 and -created_at; empty filters mean none', () => {
    expect(usersDashboardQuerySchema.parse({ search: '', role: '' })).toEqual({ page: 1, page_size: 10 });
    expect(analysisLogsQuerySchema.parse({ language: '' })).toEqual({ page: 1, page_size: 10, sort_by: '-created_at' });
  });

  it('an empty list still has one page', () => {
    expect(toPagination(1, 10, 0)).toEqual({ page: 1, page_size: 10, total: 0, total_pages: 1 });
    expect(toPagination(2, 10, 11)).toEqual({ page: 2, page_size: 10, total: 11, total_pages: 2 });
  });
});
