/** Which local days a refresh of the roll-ups must rebuild after deletions (refresh-rollups.ts). Pure, unit-tested. */

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
