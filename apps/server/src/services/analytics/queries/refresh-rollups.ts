import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from './sql-rows';

export interface RefreshResult {
  /** 'refreshed': roll-ups rebuilt from `from_day`; 'unchanged': nothing new since the last refresh;
   * 'busy': another refresh holds the lock (its result will be there in a moment). */
  status: 'refreshed' | 'unchanged' | 'busy';
  from_day: string | null;
}

const STATE_ID = 'rollups';
// Any fixed number: the advisory lock that serialises refreshes across server instances.
const LOCK_KEY = 1_500_015;

export interface Marks {
  analyses: string | null;
  visits: string | null;
  activities: string | null;
  sessions: string | null;
}

/**
 * Brings the roll-up tables (analytics_*_days, _hours, _user_days, _user_models) up to date with the
 * source tables. Cheap when nothing changed: four index look-ups (the newest row of each source). When
 * something did, only the days from the day before the previous newest row onward are rebuilt, inside
 * one transaction, so readers see either the old or the new roll-ups. Concurrent callers do not wait:
 * the one holding the lock rebuilds, the others answer 'busy'. `full` rebuilds everything (demo-data,
 * and after deleting old rows).
 */
export async function refreshRollups(
  db: Database,
  timeZone: string,
  options: { full?: boolean } = {},
): Promise<RefreshResult> {
  const marks = await readMarks(db);
  const mark = JSON.stringify(marks);
  const [state] = await queryRows<{ source_mark: string }>(
    db,
    sql`select source_mark from analytics_rollup_state where id = ${STATE_ID}`,
  );
  if (!options.full && state?.source_mark === mark) return { status: 'unchanged', from_day: null };

  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`,
    );
    if (!lock?.locked) return { status: 'busy', from_day: null } as RefreshResult;
    const previous = options.full || !state ? null : (JSON.parse(state.source_mark) as Marks);
    const since = previous ? changedSince(previous, marks) : null;
    const [from] = since
      ? await queryRows<{ day: string }>(
          tx,
          sql`select to_char(((${since}::timestamptz at time zone ${timeZone})::date - 1), 'YYYY-MM-DD') as day`,
        )
      : [undefined];
    const fromDay = from?.day ?? '0001-01-01';
    await rebuildFrom(tx as unknown as Database, timeZone, fromDay, since);
    await tx.execute(sql`
      insert into analytics_rollup_state (id, source_mark, refreshed_at) values (${STATE_ID}, ${mark}, now())
      on conflict (id) do update set source_mark = excluded.source_mark, refreshed_at = excluded.refreshed_at`);
    return { status: 'refreshed', from_day: from?.day ?? null } as RefreshResult;
  });
}

async function readMarks(db: Database): Promise<Marks> {
  const [row] = await queryRows<Marks>(
    db,
    sql`select
      (select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from analyses) as analyses,
      (select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from visits) as visits,
      (select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from activity_logs) as activities,
      (select to_char(max(last_seen_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from analytics_sessions) as sessions`,
  );
  return row!;
}

/**
 * Where the rebuild must start: the oldest previous mark among the sources that changed (every row
 * added since is at or after it, less a margin for slow commits). A source that had no rows before
 * and has some now may hold rows of any age, so that means a full rebuild (null).
 */
export function changedSince(previous: Marks, current: Marks): string | null {
  const times: number[] = [];
  for (const key of Object.keys(current) as (keyof Marks)[]) {
    if (previous[key] === current[key]) continue;
    if (previous[key] === null) return null;
    times.push(Date.parse(previous[key]!));
  }
  if (times.length === 0) return null;
  return new Date(Math.min(...times) - 10 * 60_000).toISOString();
}

async function rebuildFrom(db: Database, tz: string, fromDay: string, since: string | null): Promise<void> {
  // The first instant of fromDay in the analytics time zone.
  const start = sql`(${fromDay}::date::timestamp at time zone ${tz})`;
  const day = (column: string) => sql.raw(`((${column} at time zone '${tz.replace(/'/g, "''")}')::date)`);

  await db.execute(sql`delete from analytics_visit_days where day >= ${fromDay}::date`);
  await db.execute(sql`
    insert into analytics_visit_days (day, visits, visitors, sessions, bounces, session_seconds)
    select coalesce(v.day, s.day), coalesce(v.visits, 0), coalesce(v.visitors, 0), coalesce(s.sessions, 0),
           coalesce(s.bounces, 0), coalesce(s.seconds, 0)
    from (select ${day('created_at')} as day, count(*) as visits, count(distinct visitor_id) as visitors
          from visits where created_at >= ${start} group by 1) v
    full join (select ${day('started_at')} as day, count(*) as sessions,
                      count(*) filter (where page_views <= 1) as bounces,
                      coalesce(sum(floor(extract(epoch from (coalesce(ended_at, last_seen_at) - started_at)))), 0)::bigint as seconds
               from analytics_sessions where started_at >= ${start} group by 1) s on s.day = v.day`);

  await db.execute(sql`delete from analytics_analysis_days where day >= ${fromDay}::date`);
  await db.execute(sql`
    insert into analytics_analysis_days (day, model_id, detected_type, language, analyses)
    select ${day('created_at')}, model_id, detected_type, language, count(*)
    from analyses where created_at >= ${start} group by 1, 2, 3, 4`);

  await db.execute(sql`delete from analytics_analysis_hours where day >= ${fromDay}::date`);
  await db.execute(sql`
    insert into analytics_analysis_hours (day, model_id, hour, analyses)
    select ${day('created_at')}, model_id, extract(hour from created_at at time zone ${tz})::smallint, count(*)
    from analyses where created_at >= ${start} group by 1, 2, 3`);

  await db.execute(sql`delete from analytics_user_days where day >= ${fromDay}::date`);
  await db.execute(sql`
    insert into analytics_user_days (day, user_id)
    select distinct ${day('created_at')}, user_id from analyses where user_id is not null and created_at >= ${start}
    union
    select distinct ${day('created_at')}, user_id from visits where user_id is not null and created_at >= ${start}
    union
    select distinct ${day('created_at')}, user_id from activity_logs where user_id is not null and created_at >= ${start}`);

  if (since === null) {
    await db.execute(sql`delete from analytics_user_models`);
    await db.execute(sql`
      insert into analytics_user_models (user_id, model_id, analyses)
      select user_id, model_id, count(*) from analyses where user_id is not null group by 1, 2`);
    return;
  }
  // Only the users who analysed since the last refresh: their counts are recounted in full.
  await db.execute(sql`
    create temporary table touched_users on commit drop as
    select distinct user_id from analyses where user_id is not null and created_at >= ${start}`);
  await db.execute(sql`delete from analytics_user_models where user_id in (select user_id from touched_users)`);
  await db.execute(sql`
    insert into analytics_user_models (user_id, model_id, analyses)
    select a.user_id, a.model_id, count(*) from analyses a join touched_users t on t.user_id = a.user_id group by 1, 2`);
}
