import type { HistoryItem } from '@shobdo/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filterHistory, hasActiveFilters } from './history-filters';

const now = new Date(2026, 5, 15, 10, 0, 0);
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000).toISOString();
const item = (id: string, text: string, type: string, createdAt: string): HistoryItem => ({
  id,
  original_text: text,
  detected_type: type,
  confidence_score: 80,
  created_at: createdAt,
  model: 'm',
});
const items = [
  item('a', 'তোকে মেরে ফেলব', 'threat', hoursAgo(1)), // today
  item('b', 'Nice day আজ', 'not_bully', hoursAgo(20)), // yesterday (10:00 minus 20 h)
  item('c', 'ধর্ম নিয়ে কথা', 'religious', hoursAgo(24 * 5)),
  item('d', 'ভালো লাগলো', 'positive', hoursAgo(24 * 20)),
  item('e', 'হাহা troll', 'troll', hoursAgo(24 * 60)),
  item('f', 'পুরনো', 'sexual', hoursAgo(24 * 100)),
];
const ids = (filters: Partial<typeof EMPTY_FILTERS>) =>
  filterHistory(items, { ...EMPTY_FILTERS, ...filters }, now).map((i) => i.id);

describe('filterHistory', () => {
  it('keeps everything without filters', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('searches the text case-insensitively', () => {
    expect(ids({ search: 'NICE' })).toEqual(['b']);
    expect(ids({ search: ' মেরে ' })).toEqual(['a']);
  });

  it('finds Bengali words whatever their encoding: decomposed vowel signs and nukta, zero-width joiners', () => {
    const stored = [
      item('nfd', 'আমি তোমাকে ভালোবাসি'.normalize('NFD'), 'not_bully', hoursAgo(1)),
      item('zwnj', 'ফাল\u200cতু কথা', 'troll', hoursAgo(1)),
      item('nukta', 'বড\u09bc রাস্তা', 'not_bully', hoursAgo(1)),
    ];
    const find = (search: string) => filterHistory(stored, { ...EMPTY_FILTERS, search }, now).map((i) => i.id);
    expect(find('ভালোবাসি')).toEqual(['nfd']); // ো typed as one code point
    expect(find('ফালতু')).toEqual(['zwnj']);
    expect(find('\u09dc')).toEqual(['nukta']); // ড় as one code point
    expect(find('ফাল\u200dতু')).toEqual(['zwnj']); // a joiner in the search box too
  });

  it("matches types exactly, and 'bully' as every bullying class", () => {
    expect(ids({ type: 'not_bully' })).toEqual(['b']);
    expect(ids({ type: 'troll' })).toEqual(['e']);
    expect(ids({ type: 'bully' })).toEqual(['a', 'c', 'e', 'f']);
  });

  it('filters by created time', () => {
    expect(ids({ date: 'today' })).toEqual(['a']);
    expect(ids({ date: 'yesterday' })).toEqual(['b']);
    expect(ids({ date: 'last7' })).toEqual(['a', 'b', 'c']);
    expect(ids({ date: 'last30' })).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ date: 'last90' })).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('combines filters', () => {
    expect(ids({ type: 'bully', date: 'last7', search: 'ধর্ম' })).toEqual(['c']);
  });
});

describe('hasActiveFilters', () => {
  it('is true when any filter is set', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, type: 'troll' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, date: 'today' })).toBe(true);
  });
});
