import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';
import { foldPendingRows } from './fold-pending-rows';
import { rebuildAll, rebuildRange } from './rebuild-rollup-days';
import { rangesToRebuild } from './rollup-changes';

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
 * _user_spans) up to date with the source tables. Cheap when nothing changed: one look-up in each list of
 * rows not yet folded in (analytics_pending_*, filled by the triggers of migration 0014) and one of
 * analytics_dirty_days. When something did, the days on which rows were deleted (the triggers of migration
 * 0008 list them) are rebuilt from the settled rows, then the listed rows are added (fold-pending-rows.ts),
 * a cost in the new rows, not the day (decision 0062); all inside one transaction, so readers see either the
 * old or the new roll-ups. Concurrent callers do not wait: the one holding the lock refreshes, the others
 * answer 'busy'; with `wait` (the readers) they wait for it instead and then refresh what is still missing,
 * so an answer is never read from roll-ups that a running refresh is about to replace (issue 31: no figure it
 * does not have). `full` rebuilds everything (demo-data, and the first refresh).
 */
export async function refreshRollups(
  db: Database,
  timeZone: string,
  options: { full?: boolean; wait?: boolean } = {},
): Promise<RefreshResult> {
  if (!options.full && (await isFresh(db))) return { status: 'unchanged', from_day: null };

  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (options.wait) {
      // A reader: a refresh running elsewhere is waited for (its figures are the ones to show), then what
      // is still missing is refreshed here; the statement timeout bounds the wait.
      await t.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`);
      if (!options.full && (await isFresh(t))) return { status: 'unchanged', from_day: null } as RefreshResult;
    } else {
      const [lock] = await queryRows<{ locked: boolean }>(
        t,
        sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK_KEY}) as locked`,
      );
      if (!lock?.locked) return { status: 'busy', from_day: null } as RefreshResult;
    }
    const built = options.full ? false : await isBuilt(t);
    let fromDay: string | null;
    if (!built) {
      // Everything is counted from the source tables: the listed rows are in them already.
      for (const table of ['analyses', 'visits', 'activities', 'sessions'])
        await t.execute(sql.raw(`delete from analytics_pending_${table}`));
      await rebuildAll(t, timeZone);
      fromDay = '0001-01-01';
    } else {
      // Days with deleted rows are rebuilt whole (their UTC dates cover one or two local days each).
      const deleted = await queryRows<{ day: string }>(
        t,
        sql`delete from analytics_dirty_days returning to_char(day, 'YYYY-MM-DD') as day`,
      );
      const ranges = rangesToRebuild(
        deleted.map((row) => row.day),
        null,
      );
      for (const range of ranges) await rebuildRange(t, timeZone, range);
      fromDay = ranges[0]?.from ?? null;
    }
    // Rows committed since a rebuild began are still listed (a rebuild counts only unlisted rows): added here.
    const folded = await foldPendingRows(t, timeZone);
    if (folded !== null && (fromDay === null || folded < fromDay)) fromDay = folded;
    await t.execute(sql`
      insert into analytics_rollup_state (id, source_mark, refreshed_at) values (${STATE_ID}, 'built', now())
      on conflict (id) do update set source_mark = excluded.source_mark, refreshed_at = excluded.refreshed_at`);
    return { status: 'refreshed', from_day: fromDay } as RefreshResult;
  });
}

async function isBuilt(db: Database): Promise<boolean> {
  const [state] = await queryRows<{ id: string }>(
    db,
    sql`select id from analytics_rollup_state where id = ${STATE_ID}`,
  );
  return state !== undefined;
}

/** Built, and no row listed as not folded in yet, and no day with deleted rows. */
async function isFresh(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ fresh: boolean }>(
    db,
    sql`select exists (select 1 from analytics_rollup_state where id = ${STATE_ID})
      and not exists (select 1 from analytics_pending_analyses)
      and not exists (select 1 from analytics_pending_visits)
      and not exists (select 1 from analytics_pending_activities)
      and not exists (select 1 from analytics_pending_sessions)
      and not exists (select 1 from analytics_dirty_days) as fresh`,
  );
  return Boolean(row?.fresh);
}
