import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { hashPassword } from '../../../lib/password';
import { refreshRollups } from './refresh-rollups';

export interface DemoDataCounts {
  users: number;
  analyses: number;
  visits: number;
  days: number;
}

const COUNTRIES = [
  'Bangladesh',
  'India',
  'United States',
  'United Kingdom',
  'Saudi Arabia',
  'Malaysia',
  'United Arab Emirates',
  'Canada',
  'Qatar',
  'Australia',
  'Singapore',
  'Italy',
  'Germany',
  'Japan',
  'Kuwait',
  'Oman',
];
const TEXTS = [
  'আমি আজ খুব খুশি',
  'তুমি একটা বোকা',
  'এই পণ্যটি খুব ভালো',
  'তোকে মেরে ফেলব',
  'ধর্ম নিয়ে কথা বলো না',
  'দারুণ একটা ভিডিও',
  'এখানে ক্লিক করে টাকা জিতুন',
  'খুব বাজে সার্ভিস',
  'Great product, thank you',
  'ভাই অসাধারণ',
];
const PATHS = ['/', '/', '/', '/results', '/results', '/about', '/history', '/login', '/signup', '/dashboard'];

const arr = (items: string[]) => sql.raw(`array[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * Fills the database with synthetic history for demos and benchmarks, entirely in SQL
 * (generate_series), so millions of rows take seconds to minutes, not hours. Users have countries,
 * ages and languages; analyses spread over models, classes, languages and hours (more in the evening
 * and in recent days); visits are grouped into sessions of several pages. Every run adds new rows
 * with its own username prefix, then rebuilds the roll-ups.
 */
export async function generateDemoData(
  db: Database,
  timeZone: string,
  counts: DemoDataCounts,
  log: (line: string) => void = () => {},
) {
  const tag = Date.now().toString(36);
  const hash = await hashPassword(randomBytes(18).toString('base64url'));
  const tz = timeZone;
  const days = counts.days;
  // A time within the last `days` days, more often recent, more often in the afternoon and evening.
  const when = () =>
    sql.raw(`least(now(), (((now() at time zone '${tz}')::date - floor(${days} * power(random(), 1.3))::int)::timestamp
      + make_interval(hours => ((9 + floor(random() * 15) + floor(random() * 4))::int % 24), mins => floor(random() * 60)::int,
                      secs => floor(random() * 60)::int)) at time zone '${tz}')`);

  let t = Date.now();
  const step = (what: string) => {
    log(`${what} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    t = Date.now();
  };

  await db.execute(sql`
    insert into users (username, email, password_hash, role, status, preferred_language, country, age, full_name, created_at, updated_at)
    select 'demo_' || ${tag}::text || '_' || g, 'demo_' || ${tag}::text || '_' || g || '@demo.invalid', ${hash}, 'user',
      case when random() < 0.93 then 'active' else 'inactive' end,
      case when random() < 0.78 then 'bn' else 'en' end,
      case when random() < 0.12 then null else (${arr(COUNTRIES)})[1 + floor(power(random(), 2.2) * ${COUNTRIES.length})::int] end,
      case when random() < 0.18 then null else 13 + floor(random() * random() * 70)::int end,
      'Demo User ' || g, c, c
    from (select g, ${when()} as c from generate_series(1, ${counts.users}::int) g) s`);
  step(`${counts.users} users`);

  await db.execute(sql`drop table if exists demo_users`);
  await db.execute(sql`
    create temporary table demo_users as
    select id, (row_number() over (order by id))::int as rn from users where username like ${`demo_${tag}_%`}`);
  await db.execute(sql`create index on demo_users (rn)`);
  const userCount = Math.max(counts.users, 1);

  // Rows are written in time order, as a live server appends them, so a day's rows sit together on disk as
  // they do in production (a random order would make every day's read touch pages across the whole table).
  await db.execute(sql`
    insert into analyses (user_id, model_id, model_name, model_version, original_text, detected_type, confidence_score,
      analysis_type, language, processing_time, score, bias, word_contributions, class_probabilities, result, created_at)
    select u.id, m.id, m.name, '1.0.0', (${arr(TEXTS)})[1 + floor(r.x * ${TEXTS.length})::int],
      case m.task
        when 'sentiment' then (array['positive','neutral','negative'])[1 + floor(r.c * 3)::int]
        when 'spam' then case when r.c < 0.3 then 'spam' else 'not_spam' end
        else case when r.c < 0.55 then 'not_bully' when r.c < 0.7 then 'troll' when r.c < 0.8 then 'sexual'
                  when r.c < 0.9 then 'religious' else 'threat' end end,
      round((50 + 50 * sqrt(random()))::numeric, 2)::float8, m.task,
      case when random() < 0.86 then 'bn' else 'en' end,
      round((2 + 30 * random())::numeric, 2)::float8, 0.8, 0.2, '[]'::jsonb, '[]'::jsonb,
      '{"summary": "Synthetic demo analysis.", "keywords": [], "metadata": {"demo": true}}'::jsonb, r.at
    from (select g, random() as x, random() as c, random() as mr, ${when()} as at,
                 case when random() < 0.72 then 1 + floor(power(random(), 2) * ${userCount})::int end as urn
          from generate_series(1, ${counts.analyses}::int) g) r
    join (values ('bangla-sentiment-v1', 'Bangla Sentiment v1', 'classification', 0.0, 0.4),
                 ('shobdo-v1', 'Shobdo v1', 'classification', 0.4, 0.55),
                 ('shobdo-v2', 'Shobdo v2', 'classification', 0.55, 0.75),
                 ('sentiment-pro', 'Sentiment Pro', 'sentiment', 0.75, 0.9),
                 ('spam-detector', 'Spam Detector', 'spam', 0.9, 1.01)) as m(id, name, task, lo, hi)
      on r.mr >= m.lo and r.mr < m.hi
    left join demo_users u on u.rn = r.urn
    order by r.at`);
  step(`${counts.analyses} analyses`);
  await db.execute(sql`
    update users set analysis_count = users.analysis_count + a.n, last_analysis_at = greatest(users.last_analysis_at, a.last)
    from (select user_id, count(*)::int as n, max(created_at) as last from analyses
          where user_id in (select id from demo_users) group by user_id) a
    where users.id = a.user_id`);
  step('user analysis counts');

  // Visits first, each with a session number; sessions are then formed from their visits.
  const sessionCount = Math.max(1, Math.ceil(counts.visits / 3));
  await db.execute(sql`drop table if exists demo_sessions`);
  await db.execute(sql`
    create temporary table demo_sessions as
    select s, gen_random_uuid() as id, md5(${tag}::text || ':' || (s % greatest(1, ${sessionCount}::int * 2 / 3))) as visitor,
      case when random() < 0.3 then 1 + floor(power(random(), 2) * ${userCount})::int end as urn,
      ${when()} as at,
      (array['Chrome','Chrome','Chrome','Firefox','Safari','Edge','Samsung Internet'])[1 + floor(random() * 7)::int] as browser,
      case when random() < 0.64 then 'mobile' when random() < 0.9 then 'desktop' else 'tablet' end as device,
      case when random() < 0.5 then null else (array['www.google.com','www.facebook.com','t.co','www.youtube.com'])[1 + floor(random() * 4)::int] end as referrer
    from generate_series(1, ${sessionCount}::int) s`);
  await db.execute(sql`create index on demo_sessions (s)`);
  await db.execute(sql`
    insert into visits (visitor_id, session_id, user_id, path, page_name, referrer_host, browser, device, created_at)
    select d.visitor, d.id, u.id, p.path, p.path, d.referrer, d.browser, d.device,
           least(now(), d.at + v.offset_s * interval '1 second')
    from (select 1 + floor(random() * ${sessionCount})::int as s, floor(power(random(), 2) * 1500)::int as offset_s,
                 1 + floor(random() * ${PATHS.length})::int as p
          from generate_series(1, ${counts.visits}::int) g) v
    join demo_sessions d on d.s = v.s
    join unnest(${arr(PATHS)}::text[]) with ordinality as p(path, n) on p.n = v.p
    left join demo_users u on u.rn = d.urn
    order by 9`);
  step(`${counts.visits} visits`);
  await db.execute(sql`
    insert into analytics_sessions (id, visitor_id, user_id, entry_path, referrer_host, browser, device, page_views, started_at, last_seen_at, ended_at)
    select session_id, min(visitor_id), (array_agg(user_id))[1], (array_agg(path order by created_at))[1],
           min(referrer_host), min(browser), min(device), count(*), min(created_at), max(created_at), max(created_at)
    from visits where session_id in (select id from demo_sessions) group by session_id order by 9`);
  step('sessions');
  await db.execute(sql`drop table demo_sessions`);
  await db.execute(sql`drop table demo_users`);
  await db.execute(sql`analyze`);
  const result = await refreshRollups(db, tz, { full: true });
  // The bulk load listed every row for the roll-ups (migration 0014) and the full build took them all off: the
  // emptied lists are vacuumed (a refresh's look-up in them would read every dead row until autovacuum came),
  // and the roll-ups just filled get statistics (the analyze above ran before them).
  await db.execute(sql`vacuum analyze analytics_pending_analyses, analytics_pending_visits, analytics_pending_activities,
    analytics_pending_sessions`);
  await db.execute(sql`analyze`);
  step(`roll-ups (${result.status})`);
  return { tag };
}
