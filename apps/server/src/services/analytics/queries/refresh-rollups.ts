import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';
import { rebuildAll, rebuildRange } from './rebuild-rollup-days';
import { ALL_PARTS, changedSince, partsFed, rangesToRebuild, type Change, type Marks } from './rollup-changes';

export interface RefreshResult {
  /** 'refreshed': roll-ups rebuilt from `from_day` (and any day with deleted rows); 'unchanged': nothing new
   * since the last refresh; 'busy': another refresh holds the lock (its result will be there in a moment). */
  status: 'refreshed' | 'unchanged' | 'busy';
  from_day: string | null;
}

const STATE_ID = 'rollups';
// Any fixed number: the advisory lock that serialises refreshes across server instances. Readers that cache a
// window's count take it shared (get-active-users.ts), so a cached count is never older than the roll-ups.
export const ROLLUP_LOCK_KEY = 1_500_015;

/**
 * Brings the roll-up tables (analytics_*_days, _hours, _user_days, _user_model_days, _user_models,
 * _user_spans) up to date with the source tables. Cheap when nothing changed: four index look-ups (the
 * newest row of each source) and one of analytics_dirty_days. When something did, only the days from the
 * previous newest row onward (or from the start of a session seen since), and the days on which rows were deleted (the triggers of
 * migration 0008 list them), are rebuilt, inside one transaction, so readers see either the old or the new
 * roll-ups. Concurrent callers do not wait: the one holding the lock rebuilds, the others answer 'busy';
 * with `wait` (the readers) they wait for it instead and then refresh what is still missing, so an answer
 * is never read from roll-ups that a running refresh is about to replace (issue 31: no figure it does not
 * have). `full` rebuilds everything (demo-data).
 */
export async function refreshRollups(
  db: Database,
  timeZone: string,
  options: { full?: boolean; wait?: boolean } = {},
): Promise<RefreshResult> {
  let { marks, dirty } = await readMarks(db);
  let mark = JSON.stringify(marks);
  let state = await readState(db);
  if (!options.full && state?.source_mark === mark && !dirty) return { status: 'unchanged', from_day: null };

  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (options.wait) {
      // A reader: a refresh running elsewhere is waited for (its figures are the ones to show), then what
      // is still missing is refreshed here; the statement timeout bounds the wait.
      await t.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`);
      ({ marks, dirty } = await readMarks(t));
      mark = JSON.stringify(marks);
      state = await readState(t);
      if (!options.full && state?.source_mark === mark && !dirty)
        return { status: 'unchanged', from_day: null } as RefreshResult;
    } else {
      const [lock] = await queryRows<{ locked: boolean }>(
        t,
        sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK_KEY}) as locked`,
      );
      if (!lock?.locked) return { status: 'busy', from_day: null } as RefreshResult;
    }
    const change: Change =
      options.full || !state ? { kind: 'all' } : changedSince(JSON.parse(state.source_mark) as Marks, marks);

    let fromDay: string | null = null;
    if (change.kind === 'all') {
      await rebuildAll(t, timeZone);
    } else {
      // Days with deleted rows first (their UTC dates cover one or two local days each), then the tail.
      const deleted = await queryRows<{ day: string }>(
        t,
        sql`delete from analytics_dirty_days returning to_char(day, 'YYYY-MM-DD') as day`,
      );
      if (change.kind === 'since') {
        // The day of `since`, or the start day of an older session that was seen (or ended) since then.
        const [from] = await queryRows<{ day: string }>(
          t,
          sql`select to_char(least((${change.since}::timestamptz at time zone ${timeZone})::date,
                                   (select (min(started_at) at time zone ${timeZone})::date from analytics_sessions
                                    where last_seen_at >= ${change.since}::timestamptz)), 'YYYY-MM-DD') as day`,
        );
        fromDay = from!.day;
      }
      const ranges = rangesToRebuild(
        deleted.map((row) => row.day),
        fromDay,
      );
      // A day with deleted rows is rebuilt whole; the tail only in the roll-ups its changed sources feed.
      const tailParts = change.kind === 'since' ? partsFed(change.sources) : ALL_PARTS;
      for (const range of ranges) await rebuildRange(t, timeZone, range, range.to === null ? tailParts : ALL_PARTS);
    }
    await t.execute(sql`
      insert into analytics_rollup_state (id, source_mark, refreshed_at) values (${STATE_ID}, ${mark}, now())
      on conflict (id) do update set source_mark = excluded.source_mark, refreshed_at = excluded.refreshed_at`);
    return { status: 'refreshed', from_day: fromDay } as RefreshResult;
  });
}

async function readState(db: Database): Promise<{ source_mark: string } | undefined> {
  const [state] = await queryRows<{ source_mark: string }>(
    db,
    sql`select source_mark from analytics_rollup_state where id = ${STATE_ID}`,
  );
  return state;
}

async function readMarks(db: Database): Promise<{ marks: Marks; dirty: boolean }> {
  const [row] = await queryRows<Marks & { dirty: boolean }>(
    db,
    sql`select
      (select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from analyses) as analyses,
      (select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from visits) as visits,
      (select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from activity_logs) as activities,
      (select to_char(max(last_seen_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from analytics_sessions) as sessions,
      exists (select 1 from analytics_dirty_days) as dirty`,
  );
  const { dirty, ...marks } = row!;
  return { marks, dirty: Boolean(dirty) };
}
