/** What a refresh of the roll-ups must redo: which sources changed since the last one, which groups of roll-ups
 * they feed, and which local days to rebuild (refresh-rollups.ts). Pure functions, unit-tested. */

export interface Marks {
  analyses: string | null;
  visits: string | null;
  activities: string | null;
  sessions: string | null;
}

/** What changed since the previous refresh: nothing, rows newer than `since`, or anything (rebuild all). */
export type Change = { kind: 'none' } | { kind: 'since'; since: string; sources: (keyof Marks)[] } | { kind: 'all' };

/**
 * Where the rebuild must start: the oldest previous mark among the sources that changed (every row
 * added since is at or after it, less a margin for slow commits). A source that had no rows before
 * and has some now may hold rows of any age, so that means a full rebuild.
 */
export function changedSince(previous: Marks, current: Marks): Change {
  const times: number[] = [];
  const sources: (keyof Marks)[] = [];
  for (const key of Object.keys(current) as (keyof Marks)[]) {
    if (previous[key] === current[key]) continue;
    if (previous[key] === null) return { kind: 'all' };
    times.push(Date.parse(previous[key]!));
    sources.push(key);
  }
  if (times.length === 0) return { kind: 'none' };
  return { kind: 'since', since: new Date(Math.min(...times) - 10 * 60_000).toISOString(), sources };
}

/** The groups of roll-ups: visits and sessions feed the visit days; analyses the analysis tables; all but
 * sessions the user-days. */
export interface Parts {
  visits: boolean;
  analyses: boolean;
  users: boolean;
}
export const ALL_PARTS: Parts = { visits: true, analyses: true, users: true };

export function partsFed(sources: (keyof Marks)[]): Parts {
  const has = (key: keyof Marks) => sources.includes(key);
  return {
    visits: has('visits') || has('sessions'),
    analyses: has('analyses'),
    users: has('analyses') || has('visits') || has('activities'),
  };
}

/** A run of local days to rebuild: [from, to] inclusive, or from `from` onward when `to` is null. */
export interface DayRange {
  from: string;
  to: string | null;
}

const nextDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The local days to rebuild: the tail from `fromDay` onward, and for each UTC date with deleted rows the
 * local days that date can touch (the day before, the day itself and the day after cover every time zone),
 * merged into as few runs as possible and without the part the tail already covers.
 */
export function rangesToRebuild(deletedUtcDays: string[], fromDay: string | null): DayRange[] {
  const days = new Set<string>();
  for (const day of deletedUtcDays) for (const n of [-1, 0, 1]) days.add(nextDay(day, n));
  const sorted = [...days].filter((day) => fromDay === null || day < fromDay).sort();
  const ranges: DayRange[] = [];
  for (const day of sorted) {
    const last = ranges.at(-1);
    if (last && nextDay(last.to!, 1) === day) last.to = day;
    else ranges.push({ from: day, to: day });
  }
  if (fromDay !== null) ranges.push({ from: fromDay, to: null });
  return ranges;
}
