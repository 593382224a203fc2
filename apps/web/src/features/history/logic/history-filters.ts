import { BULLYING_LABELS, stripInvisibleChars, type HistoryItem } from '@shobdo/contracts';

/** docs/product/screens.md#history's list, for the five-class models. */
export const TYPE_FILTERS = ['all', 'bully', 'not_bully', 'religious', 'sexual', 'threat', 'troll'] as const;
/**
 * The labels of sentiment-pro and spam-detector (docs/product/decisions.md, Models), which the spec's list predates:
 * without them a feedback analyst could not pick out the negative comments of a history.
 */
export const TASK_TYPE_FILTERS = {
  sentiment: ['positive', 'neutral', 'negative'],
  spam: ['spam', 'not_spam'],
} as const;
export type TypeFilter =
  (typeof TYPE_FILTERS)[number] | (typeof TASK_TYPE_FILTERS)[keyof typeof TASK_TYPE_FILTERS][number];

export const DATE_FILTERS = ['all', 'today', 'yesterday', 'last7', 'last30', 'last90'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export interface HistoryFilters {
  search: string;
  type: TypeFilter;
  date: DateFilter;
}

export const EMPTY_FILTERS: HistoryFilters = { search: '', type: 'all', date: 'all' };
/** What a link may set (docs/product/screens.md, History): anything else reads as 'all'. */
export const FILTER_CHOICES = {
  type: [...TYPE_FILTERS, ...Object.values(TASK_TYPE_FILTERS).flat()],
  date: DATE_FILTERS,
};

export function hasActiveFilters(filters: HistoryFilters): boolean {
  return filters.search.trim() !== '' || filters.type !== 'all' || filters.date !== 'all';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const bullying: readonly string[] = BULLYING_LABELS;

/**
 * 'Bully' means any bullying class of the five-class models (religious, sexual, troll, threat):
 * every class but not_bully. Sentiment and spam results are not bullying, so they do not match it.
 */
function matchesType(detectedType: string, filter: TypeFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'bully') return bullying.includes(detectedType);
  return detectedType === filter;
}

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Today and Yesterday are local calendar days; the 'Last N Days' filters are the last N x 24 hours. */
function matchesDate(createdAt: string, filter: DateFilter, now: Date): boolean {
  if (filter === 'all') return true;
  const time = new Date(createdAt).getTime();
  const today = startOfLocalDay(now);
  switch (filter) {
    case 'today':
      return time >= today;
    case 'yesterday':
      return time >= startOfLocalDay(new Date(today - 1)) && time < today;
    case 'last7':
      return time >= now.getTime() - 7 * DAY_MS;
    case 'last30':
      return time >= now.getTime() - 30 * DAY_MS;
    case 'last90':
      return time >= now.getTime() - 90 * DAY_MS;
  }
}

/**
 * The letters of a text as search compares them. Bengali arrives in more than one spelling of the same
 * letters: a vowel sign typed as two parts (ে + া for ো), a nukta typed apart (ড + ় for ড়), ZWNJ or ZWJ
 * from a keyboard that shapes conjuncts; NFC and dropping the invisible characters make them one.
 */
export function foldForSearch(text: string): string {
  return stripInvisibleChars(text.normalize('NFC')).toLocaleLowerCase();
}

/** Search is a case-insensitive substring match over the analysed text, by letters (foldForSearch). */
export function filterHistory(
  items: readonly HistoryItem[],
  filters: HistoryFilters,
  now: Date = new Date(),
): HistoryItem[] {
  const needle = foldForSearch(filters.search.trim());
  return items.filter(
    (item) =>
      (needle === '' || foldForSearch(item.original_text).includes(needle)) &&
      matchesType(item.detected_type, filters.type) &&
      matchesDate(item.created_at, filters.date, now),
  );
}
