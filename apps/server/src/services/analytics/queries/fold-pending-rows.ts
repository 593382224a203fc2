import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';

/**
 * Adds the rows listed in analytics_pending_* (by the triggers of migration 0014) to the roll-ups and takes
 * them off the lists, inside the refresh's transaction and lock (refresh-rollups.ts). Its cost is in the new
 * rows alone: counts are added to the day rows, user-days and user-models are upserted, and a new visit's
 * visitor is looked up in that day's visits of the visitor (decision 0062). Each list is emptied by one
 * statement, so a row committed meanwhile stays listed for the next refresh. Returns the earliest local day it
 * added to (null when nothing was listed).
 */
export async function foldPendingRows(db: Database, tz: string): Promise<string | null> {
  const day = (column: string) => sql.raw(`((${column} at time zone '${tz.replace(/'/g, "''")}')::date)`);
  const taken = await takeLists(db);
  if (taken.analyses + taken.visits + taken.activities + taken.sessions === 0) return null;
  const [earliest] = await queryRows<{ day: string | null }>(
    db,
    sql`select to_char(${day('min(at)')}, 'YYYY-MM-DD') as day from (
      select min(created_at) as at from fold_analyses union all select min(created_at) from fold_visits
      union all select min(created_at) from fold_activities union all select min(started_at) from fold_sessions) t`,
  );
  // Only the roll-ups the listed rows feed (a visit alone does not touch the analysis tables); the temporary
  // tables go at commit, and a refresh folds once per transaction.
  if (taken.analyses > 0) await foldAnalyses(db, tz, day);
  if (taken.visits + taken.sessions > 0) await foldVisits(db, tz, day);
  if (taken.analyses + taken.visits + taken.activities > 0) await foldUserDays(db, day);
  return earliest?.day ?? null;
}

type DayOf = (column: string) => ReturnType<typeof sql.raw>;

async function takeLists(db: Database): Promise<Record<'analyses' | 'visits' | 'activities' | 'sessions', number>> {
  await db.execute(sql`
    create temporary table if not exists fold_analyses (id uuid primary key, created_at timestamptz, user_id uuid,
      model_id text, detected_type text, language text) on commit drop`);
  await db.execute(sql`
    create temporary table if not exists fold_visits (id bigint primary key, created_at timestamptz, visitor_id text,
      user_id uuid) on commit drop`);
  await db.execute(sql`
    create temporary table if not exists fold_activities (id uuid primary key, created_at timestamptz, user_id uuid) on commit drop`);
  await db.execute(sql`
    create temporary table if not exists fold_sessions (started_at timestamptz, sessions integer, bounces integer,
      seconds bigint) on commit drop`);
  const take = async (list: string, into: string) => {
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql.raw(`with taken as (delete from analytics_pending_${list} returning *),
               kept as (insert into ${into} select * from taken returning 1) select count(*) as n from kept`),
    );
    return Number(row?.n ?? 0);
  };
  return {
    analyses: await take('analyses', 'fold_analyses'),
    visits: await take('visits', 'fold_visits'),
    activities: await take('activities', 'fold_activities'),
    sessions: await take('sessions', 'fold_sessions'),
  };
}

async function foldAnalyses(db: Database, tz: string, day: DayOf) {
  await db.execute(sql`
    insert into analytics_analysis_days as a (day, model_id, detected_type, language, analyses)
    select ${day('created_at')}, model_id, detected_type, language, count(*) from fold_analyses group by 1, 2, 3, 4
    on conflict (day, model_id, detected_type, language) do update set analyses = a.analyses + excluded.analyses`);
  await db.execute(sql`
    insert into analytics_analysis_hours as a (day, model_id, hour, analyses)
    select ${day('created_at')}, model_id, extract(hour from created_at at time zone ${tz})::smallint, count(*)
    from fold_analyses group by 1, 2, 3
    on conflict (day, model_id, hour) do update set analyses = a.analyses + excluded.analyses`);
  await db.execute(sql`
    insert into analytics_user_model_days as m (day, user_id, model_id, analyses)
    select ${day('created_at')}, user_id, model_id, count(*) from fold_analyses where user_id is not null group by 1, 2, 3
    on conflict (day, user_id, model_id) do update set analyses = m.analyses + excluded.analyses`);
  await db.execute(sql`
    insert into analytics_user_models as m (user_id, model_id, analyses)
    select user_id, model_id, count(*) from fold_analyses where user_id is not null group by 1, 2
    on conflict (user_id, model_id) do update set analyses = m.analyses + excluded.analyses`);
}

async function foldVisits(db: Database, tz: string, day: DayOf) {
  // A visitor is new to a day when none of their visits that day was folded in before: every other visit of
  // theirs that day is either in this batch or still listed (committed after the batch was taken).
  await db.execute(sql`
    insert into analytics_visit_days as d (day, visits, visitors, sessions, bounces, session_seconds)
    select day, sum(visits), sum(visitors), sum(sessions), sum(bounces), sum(seconds)
    from (select day, sum(n) as visits,
                 count(*) filter (where not exists (
                   select 1 from visits v
                   where v.visitor_id = pairs.visitor_id
                     and v.created_at >= (pairs.day::timestamp at time zone ${tz})
                     and v.created_at < ((pairs.day + 1)::timestamp at time zone ${tz})
                     and not exists (select 1 from fold_visits f where f.id = v.id)
                     and not exists (select 1 from analytics_pending_visits p where p.id = v.id))) as visitors,
                 0 as sessions, 0 as bounces, 0 as seconds
          from (select ${day('created_at')} as day, visitor_id, count(*) as n from fold_visits group by 1, 2) pairs
          group by 1
          union all
          select ${day('started_at')}, 0, 0, sum(sessions), sum(bounces), sum(seconds) from fold_sessions group by 1) parts
    group by 1
    on conflict (day) do update set visits = d.visits + excluded.visits, visitors = d.visitors + excluded.visitors,
      sessions = d.sessions + excluded.sessions, bounces = d.bounces + excluded.bounces,
      session_seconds = d.session_seconds + excluded.session_seconds`);
}

async function foldUserDays(db: Database, day: DayOf) {
  // New user-days only ever extend a span; cached window counts that cover a new user-day are stale.
  await db.execute(sql`
    with added as (
      insert into analytics_user_days (day, user_id)
      select ${day('created_at')}, user_id from fold_analyses where user_id is not null
      union select ${day('created_at')}, user_id from fold_visits where user_id is not null
      union select ${day('created_at')}, user_id from fold_activities where user_id is not null
      on conflict do nothing returning day, user_id),
    spans as (
      insert into analytics_user_spans as s (user_id, first_day, last_day)
      select user_id, min(day), max(day) from added group by user_id
      on conflict (user_id) do update set first_day = least(s.first_day, excluded.first_day),
                                          last_day = greatest(s.last_day, excluded.last_day))
    delete from analytics_window_users w using (select min(day) as first, max(day) as last from added) a
    where w.end_day >= a.first and w.start_day <= a.last`);
}
