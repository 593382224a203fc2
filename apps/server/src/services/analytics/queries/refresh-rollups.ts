import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';

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

export interface Marks {
  analyses: string | null;
  visits: string | null;
  activities: string | null;
  sessions: string | null;
}

/** What changed since the previous refresh: nothing, rows newer than `since`, or anything (rebuild all). */
export type Change = { kind: 'none' } | { kind: 'since'; since: string; sources: (keyof Marks)[] } | { kind: 'all' };

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
const ALL_PARTS: Parts = { visits: true, analyses: true, users: true };

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

async function rebuildAll(db: Database, tz: string): Promise<void> {
  // Totals and spans start from nothing (they are adjusted by difference in rebuildRange).
  await db.execute(sql`delete from analytics_dirty_days`);
  await db.execute(sql`delete from analytics_user_model_days`);
  await db.execute(sql`delete from analytics_user_models`);
  await db.execute(sql`delete from analytics_user_spans`);
  await db.execute(sql`delete from analytics_user_days`);
  await rebuildRange(db, tz, { from: '0001-01-01', to: null }, ALL_PARTS);
  await db.execute(sql`delete from analytics_window_users`);
}

/** Rebuilds every per-day roll-up for the local days of `range`, and what is derived from them. */
async function rebuildRange(db: Database, tz: string, range: DayRange, parts: Parts): Promise<void> {
  // The first instant of range.from, and of the day after range.to, in the analytics time zone.
  const start = sql`(${range.from}::date::timestamp at time zone ${tz})`;
  const end = range.to === null ? null : sql`((${range.to}::date + 1)::timestamp at time zone ${tz})`;
  const within = (column: string): SQL =>
    end === null
      ? sql`${sql.raw(column)} >= ${start}`
      : sql`${sql.raw(column)} >= ${start} and ${sql.raw(column)} < ${end}`;
  const days =
    end === null ? sql`day >= ${range.from}::date` : sql`day between ${range.from}::date and ${range.to}::date`;
  const day = (column: string) => sql.raw(`((${column} at time zone '${tz.replace(/'/g, "''")}')::date)`);

  if (parts.visits) await rebuildVisitDays(db, days, within, day);
  if (parts.analyses) await rebuildAnalysisDays(db, tz, days, within, day);
  if (parts.users) await rebuildUserDays(db, days, within, day);
  if (parts.analyses) await rebuildUserModels(db, days, within, day);

  // Cached window counts that cover a rebuilt day are stale.
  if (parts.users) {
    await db.execute(
      sql`delete from analytics_window_users where end_day >= ${range.from}::date ${
        range.to === null ? sql`` : sql`and start_day <= ${range.to}::date`
      }`,
    );
  }
}

type Within = (column: string) => SQL;
type DayOf = (column: string) => SQL;

async function rebuildVisitDays(db: Database, days: SQL, within: Within, day: DayOf) {
  await db.execute(sql`delete from analytics_visit_days where ${days}`);
  await db.execute(sql`
    insert into analytics_visit_days (day, visits, visitors, sessions, bounces, session_seconds)
    select coalesce(v.day, s.day), coalesce(v.visits, 0), coalesce(v.visitors, 0), coalesce(s.sessions, 0),
           coalesce(s.bounces, 0), coalesce(s.seconds, 0)
    from (select day, sum(n) as visits, count(*) as visitors
          from (select ${day('created_at')} as day, visitor_id, count(*) as n from visits where ${within('created_at')} group by 1, 2) pairs
          group by 1) v
    full join (select ${day('started_at')} as day, count(*) as sessions,
                      count(*) filter (where page_views <= 1) as bounces,
                      coalesce(sum(floor(extract(epoch from (coalesce(ended_at, last_seen_at) - started_at)))), 0)::bigint as seconds
               from analytics_sessions where ${within('started_at')} group by 1) s on s.day = v.day`);
}

async function rebuildAnalysisDays(db: Database, tz: string, days: SQL, within: Within, day: DayOf) {
  await db.execute(sql`delete from analytics_analysis_days where ${days}`);
  await db.execute(sql`
    insert into analytics_analysis_days (day, model_id, detected_type, language, analyses)
    select ${day('created_at')}, model_id, detected_type, language, count(*)
    from analyses where ${within('created_at')} group by 1, 2, 3, 4`);

  await db.execute(sql`delete from analytics_analysis_hours where ${days}`);
  await db.execute(sql`
    insert into analytics_analysis_hours (day, model_id, hour, analyses)
    select ${day('created_at')}, model_id, extract(hour from created_at at time zone ${tz})::smallint, count(*)
    from analyses where ${within('created_at')} group by 1, 2, 3`);
}

async function rebuildUserDays(db: Database, days: SQL, within: Within, day: DayOf) {
  // Active days per user, written as a difference (most of a day's user-days are already there): the new
  // set is built apart, rows no longer in it are deleted and missing ones inserted.
  await db.execute(sql`
    create temporary table if not exists rollup_user_days (day date, user_id uuid, primary key (day, user_id)) on commit drop`);
  await db.execute(sql`
    insert into rollup_user_days (day, user_id)
    select ${day('created_at')}, user_id from analyses where user_id is not null and ${within('created_at')}
    union
    select ${day('created_at')}, user_id from visits where user_id is not null and ${within('created_at')}
    union
    select ${day('created_at')}, user_id from activity_logs where user_id is not null and ${within('created_at')}`);
  await db.execute(sql`
    create temporary table if not exists rollup_span_changes (user_id uuid, day date, removed boolean) on commit drop`);
  await db.execute(sql`
    with removed as (
      delete from analytics_user_days d where ${days}
      and not exists (select 1 from rollup_user_days n where n.day = d.day and n.user_id = d.user_id)
      returning user_id, day)
    insert into rollup_span_changes select user_id, day, true from removed`);
  await db.execute(sql`
    with added as (
      insert into analytics_user_days (day, user_id)
      select day, user_id from rollup_user_days on conflict do nothing returning user_id, day)
    insert into rollup_span_changes select user_id, day, false from added`);
  // A user who only gained days has a span that grows to them; one who lost a day gets it from the user-days.
  await db.execute(sql`
    insert into analytics_user_spans as s (user_id, first_day, last_day)
    select user_id, min(day), max(day) from rollup_span_changes c
    where not c.removed and not exists (select 1 from rollup_span_changes r where r.user_id = c.user_id and r.removed)
    group by user_id
    on conflict (user_id) do update set first_day = least(s.first_day, excluded.first_day),
                                        last_day = greatest(s.last_day, excluded.last_day)`);
  await db.execute(sql`
    with lost as (select distinct user_id from rollup_span_changes where removed),
    spans as (select l.user_id, (select min(day) from analytics_user_days d where d.user_id = l.user_id) as first_day,
                     (select max(day) from analytics_user_days d where d.user_id = l.user_id) as last_day from lost l),
    gone as (delete from analytics_user_spans s using spans where s.user_id = spans.user_id and spans.first_day is null)
    insert into analytics_user_spans as s (user_id, first_day, last_day)
    select user_id, first_day, last_day from spans where first_day is not null
    on conflict (user_id) do update set first_day = excluded.first_day, last_day = excluded.last_day`);
  await db.execute(sql`delete from rollup_user_days`);
  await db.execute(sql`delete from rollup_span_changes`);
}

async function rebuildUserModels(db: Database, days: SQL, within: Within, day: DayOf) {
  // Analyses per user and model per day, also written as a difference; each changed day's difference is
  // added to the per-user totals, so only the range's rows are read (not every analysis of every user in it).
  await db.execute(sql`
    create temporary table if not exists rollup_model_new (day date, user_id uuid, model_id text, analyses integer) on commit drop`);
  await db.execute(sql`
    create temporary table if not exists rollup_model_delta (day date, user_id uuid, model_id text, analyses integer) on commit drop`);
  await db.execute(sql`
    insert into rollup_model_new
    select ${day('created_at')}, user_id, model_id, count(*) from analyses
    where user_id is not null and ${within('created_at')} group by 1, 2, 3`);
  await db.execute(sql`
    insert into rollup_model_delta
    select coalesce(n.day, o.day), coalesce(n.user_id, o.user_id), coalesce(n.model_id, o.model_id),
           coalesce(n.analyses, 0) - coalesce(o.analyses, 0)
    from rollup_model_new n
    full join (select day, user_id, model_id, analyses from analytics_user_model_days where ${days}) o
      on o.day = n.day and o.user_id = n.user_id and o.model_id = n.model_id
    where coalesce(n.analyses, 0) <> coalesce(o.analyses, 0)`);
  await db.execute(sql`
    delete from analytics_user_model_days m using rollup_model_delta d
    where m.day = d.day and m.user_id = d.user_id and m.model_id = d.model_id`);
  await db.execute(sql`
    insert into analytics_user_model_days (day, user_id, model_id, analyses)
    select n.day, n.user_id, n.model_id, n.analyses from rollup_model_new n
    join rollup_model_delta d on d.day = n.day and d.user_id = n.user_id and d.model_id = n.model_id`);
  await db.execute(sql`
    insert into analytics_user_models as m (user_id, model_id, analyses)
    select user_id, model_id, sum(analyses) from rollup_model_delta group by 1, 2 having sum(analyses) <> 0
    on conflict (user_id, model_id) do update set analyses = m.analyses + excluded.analyses`);
  await db.execute(sql`
    delete from analytics_user_models m using (select distinct user_id, model_id from rollup_model_delta) d
    where m.user_id = d.user_id and m.model_id = d.model_id and m.analyses <= 0`);
  await db.execute(sql`delete from rollup_model_new`);
  await db.execute(sql`delete from rollup_model_delta`);
}
