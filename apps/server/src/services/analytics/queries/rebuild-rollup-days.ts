import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import type { DayRange } from './rollup-changes';

/**
 * The statements that rebuild the per-day roll-ups of some days from the source tables (refresh-rollups.ts
 * decides which days). They count the settled rows alone, those not listed in analytics_pending_* (migration
 * 0014): the listed ones are added afterwards by fold-pending-rows.ts, so a row committed while a rebuild runs
 * is counted exactly once whichever statement sees it first.
 */

export async function rebuildAll(db: Database, tz: string): Promise<void> {
  // Totals and spans start from nothing (they are adjusted by difference in rebuildRange).
  await db.execute(sql`delete from analytics_dirty_days`);
  await db.execute(sql`delete from analytics_user_model_days`);
  await db.execute(sql`delete from analytics_user_models`);
  await db.execute(sql`delete from analytics_user_spans`);
  await db.execute(sql`delete from analytics_user_days`);
  await rebuildRange(db, tz, { from: '0001-01-01', to: null });
  await db.execute(sql`delete from analytics_window_users`);
}

/** Rebuilds every per-day roll-up for the local days of `range`, and what is derived from them. */
export async function rebuildRange(db: Database, tz: string, range: DayRange): Promise<void> {
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

  await rebuildVisitDays(db, days, within, day);
  await rebuildAnalysisDays(db, tz, days, within, day);
  await rebuildUserDays(db, days, within, day);
  await rebuildUserModels(db, days, within, day);

  // Cached window counts that cover a rebuilt day are stale.
  await db.execute(
    sql`delete from analytics_window_users where end_day >= ${range.from}::date ${
      range.to === null ? sql`` : sql`and start_day <= ${range.to}::date`
    }`,
  );
}

/** Rows of `table` not listed as pending (the fold adds those). */
const settled = (table: 'analyses' | 'visits' | 'activity_logs') =>
  sql.raw(
    `not exists (select 1 from analytics_pending_${table === 'activity_logs' ? 'activities' : table} p where p.id = ${table}.id)`,
  );

type Within = (column: string) => SQL;
type DayOf = (column: string) => SQL;

async function rebuildVisitDays(db: Database, days: SQL, within: Within, day: DayOf) {
  await db.execute(sql`delete from analytics_visit_days where ${days}`);
  await db.execute(sql`
    insert into analytics_visit_days (day, visits, visitors, sessions, bounces, session_seconds)
    select coalesce(v.day, s.day), coalesce(v.visits, 0), coalesce(v.visitors, 0), coalesce(s.sessions, 0),
           coalesce(s.bounces, 0), coalesce(s.seconds, 0)
    from (select day, sum(n) as visits, count(*) as visitors
          from (select ${day('created_at')} as day, visitor_id, count(*) as n from visits where ${within('created_at')} and ${settled('visits')} group by 1, 2) pairs
          group by 1) v
    full join (select day, sum(sessions) as sessions, sum(bounces) as bounces, sum(seconds)::bigint as seconds
               from (select ${day('started_at')} as day, count(*) as sessions,
                            count(*) filter (where page_views <= 1) as bounces,
                            coalesce(sum(floor(extract(epoch from (coalesce(ended_at, last_seen_at) - started_at)))), 0) as seconds
                     from analytics_sessions where ${within('started_at')} group by 1
                     union all
                     -- Less the changes not folded in yet (the fold adds them).
                     select ${day('started_at')}, -sum(sessions), -sum(bounces), -sum(seconds)
                     from analytics_pending_sessions where ${within('started_at')} group by 1) parts
               group by 1) s on s.day = v.day`);
}

async function rebuildAnalysisDays(db: Database, tz: string, days: SQL, within: Within, day: DayOf) {
  await db.execute(sql`delete from analytics_analysis_days where ${days}`);
  await db.execute(sql`
    insert into analytics_analysis_days (day, model_id, detected_type, language, analyses)
    select ${day('created_at')}, model_id, detected_type, language, count(*)
    from analyses where ${within('created_at')} and ${settled('analyses')} group by 1, 2, 3, 4`);

  await db.execute(sql`delete from analytics_analysis_hours where ${days}`);
  await db.execute(sql`
    insert into analytics_analysis_hours (day, model_id, hour, analyses)
    select ${day('created_at')}, model_id, extract(hour from created_at at time zone ${tz})::smallint, count(*)
    from analyses where ${within('created_at')} and ${settled('analyses')} group by 1, 2, 3`);
}

async function rebuildUserDays(db: Database, days: SQL, within: Within, day: DayOf) {
  // Active days per user, written as a difference (most of a day's user-days are already there): the new
  // set is built apart, rows no longer in it are deleted and missing ones inserted.
  await db.execute(sql`
    create temporary table if not exists rollup_user_days (day date, user_id uuid, primary key (day, user_id)) on commit drop`);
  await db.execute(sql`
    insert into rollup_user_days (day, user_id)
    select ${day('created_at')}, user_id from analyses where user_id is not null and ${within('created_at')} and ${settled('analyses')}
    union
    select ${day('created_at')}, user_id from visits where user_id is not null and ${within('created_at')} and ${settled('visits')}
    union
    select ${day('created_at')}, user_id from activity_logs where user_id is not null and ${within('created_at')} and ${settled('activity_logs')}`);
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
    where user_id is not null and ${within('created_at')} and ${settled('analyses')} group by 1, 2, 3`);
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
