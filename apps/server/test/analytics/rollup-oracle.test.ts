import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/types';
import { addDays, todayIn } from '../../src/services/analytics/calendar';
import { generateDemoData } from '../../src/services/analytics/queries/generate-demo-data';
import { getActiveUsers } from '../../src/services/analytics/queries/get-active-users';
import { getRetention } from '../../src/services/analytics/queries/get-retention';
import { getReturningUsers } from '../../src/services/analytics/queries/get-returning-users';
import { refreshRollups } from '../../src/services/analytics/queries/refresh-rollups';
import { queryRows } from '../../src/db/query-rows';
import { buildTestApp } from '../helper';

// The roll-ups against the direct SQL over the source tables (docs/metrics.md's definitions), on a generated
// data set of several users, days, models and countries, after a full build, after new rows (an incremental
// refresh) and after deletions (the triggers' dirty days), including windows whose counts were cached.
let app: FastifyInstance;
let db: Database;
let tz: string;
beforeAll(async () => {
  app = await buildTestApp();
  db = app.db;
  tz = app.config.timeZone;
  await generateDemoData(db, tz, { users: 150, analyses: 3_000, visits: 6_000, days: 70 }, () => {});
}, 120_000);
afterAll(() => app.close());

const local = (column: string) => sql.raw(`((${column} at time zone '${tz}')::date)`);
const activity = () => sql`(
  select user_id, ${local('created_at')} as day from analyses where user_id is not null
  union all select user_id, ${local('created_at')} from visits where user_id is not null
  union all select user_id, ${local('created_at')} from activity_logs where user_id is not null)`;

async function one(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, query);
  return Number(row?.n ?? 0);
}
const directActive = (start: string, end: string) =>
  one(sql`select count(distinct user_id) as n from ${activity()} a where day between ${start}::date and ${end}::date`);
const directReturning = (start: string, end: string) =>
  one(sql`select count(*) as n from (select distinct user_id from ${activity()} a where day between ${start}::date and ${end}::date) r
          where exists (select 1 from ${activity()} b where b.user_id = r.user_id and b.day < ${start}::date)`);

async function expectRollupsMatchSources() {
  const today = todayIn(tz);
  const windows: [string, string][] = [
    [addDays(today, -29), today],
    [addDays(today, -59), addDays(today, -30)],
    [addDays(today, -6), today],
    [addDays(today, -13), addDays(today, -7)],
    [addDays(today, -40), addDays(today, -20)],
  ];
  for (const [start, end] of windows) {
    // Twice: the second answer of a past window comes from the cache.
    expect(await getActiveUsers(db, start, end), `active ${start}..${end}`).toBe(await directActive(start, end));
    expect(await getActiveUsers(db, start, end), `active ${start}..${end} again`).toBe(await directActive(start, end));
    expect(await getReturningUsers(db, start, end), `returning ${start}..${end}`).toBe(
      await directReturning(start, end),
    );
  }
  const weekStart = addDays(today, -6);
  const retention = await getRetention(db, weekStart, today);
  expect(retention.previousWeekUsers).toBe(await directActive(addDays(weekStart, -7), addDays(weekStart, -1)));
  expect(retention.retainedUsers).toBe(
    await one(sql`select count(*) as n from (select distinct user_id from ${activity()} a
                  where day between ${addDays(weekStart, -7)}::date and ${addDays(weekStart, -1)}::date) p
                  where exists (select 1 from ${activity()} b where b.user_id = p.user_id
                                and b.day between ${weekStart}::date and ${today}::date)`),
  );

  // The per-day roll-ups, row for row.
  const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(db, query);
  expect(
    await rows(
      sql`select day::text, model_id, detected_type, language, analyses::int from analytics_analysis_days order by 1, 2, 3, 4`,
    ),
  ).toEqual(
    await rows(sql`select ${local('created_at')}::text as day, model_id, detected_type, language, count(*)::int as analyses
                   from analyses group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  );
  expect(
    await rows(sql`select day::text, visits::int, visitors::int from analytics_visit_days where visits > 0 order by 1`),
  ).toEqual(
    await rows(sql`select ${local('created_at')}::text as day, count(*)::int as visits, count(distinct visitor_id)::int as visitors
                   from visits group by 1 order by 1`),
  );
  expect(
    await rows(sql`select user_id::text, model_id, analyses::int from analytics_user_models order by 1, 2`),
  ).toEqual(
    await rows(sql`select user_id::text, model_id, count(*)::int as analyses from analyses where user_id is not null
                   group by 1, 2 order by 1, 2`),
  );
  expect(
    await rows(sql`select user_id::text, first_day::text, last_day::text from analytics_user_spans order by 1`),
  ).toEqual(
    await rows(sql`select user_id::text, min(day)::text as first_day, max(day)::text as last_day from ${activity()} a
                   group by 1 order by 1`),
  );
}

describe('analytics roll-ups equal the direct SQL over the source tables', () => {
  test('after the full build of the generated data set', async () => {
    expect(await one(sql`select count(distinct user_id) as n from analyses where user_id is not null`)).toBeGreaterThan(
      50,
    );
    await expectRollupsMatchSources();
  });

  test('after new rows and an incremental refresh', async () => {
    // New analyses and visits now, for users who were active before and for some who never analysed.
    await db.execute(sql`
      insert into analyses (user_id, model_id, model_name, model_version, original_text, detected_type, confidence_score,
                            analysis_type, language, processing_time, score, bias, word_contributions, class_probabilities, result)
      select user_id, 'shobdo-v1', model_name, model_version, original_text, 'threat', confidence_score, analysis_type, language,
             processing_time, score, bias, word_contributions, class_probabilities, result
      from analyses where user_id is not null order by created_at limit 40`);
    await db.execute(sql`
      insert into visits (visitor_id, user_id, path, page_name, browser, device)
      select 'oracle-' || id, id, '/history', 'History', 'Chrome', 'desktop' from users order by created_at desc limit 25`);
    const result = await refreshRollups(db, tz);
    expect(result.status).toBe('refreshed');
    expect(result.from_day).not.toBeNull();
    await expectRollupsMatchSources();
    expect((await refreshRollups(db, tz)).status).toBe('unchanged');
    // Visits alone: the refresh rebuilds the visit and user roll-ups only, and they still match.
    await db.execute(sql`
      insert into visits (visitor_id, user_id, path, page_name, browser, device)
      select 'oracle-2-' || id, id, '/about', 'About', 'Firefox', 'mobile' from users order by created_at limit 10`);
    expect((await refreshRollups(db, tz)).status).toBe('refreshed');
    await expectRollupsMatchSources();
  });

  test('after deleting old analyses, a user and visits: the deleted rows leave every roll-up', async () => {
    const today = todayIn(tz);
    const old = addDays(today, -35);
    const deleted =
      await one(sql`with gone as (delete from analyses where ${local('created_at')} between ${addDays(old, -3)}::date and ${old}::date returning 1)
                                  select count(*) as n from gone`);
    expect(deleted).toBeGreaterThan(0);
    const [victim] = await queryRows<{ id: string }>(
      db,
      sql`select user_id as id from analyses where user_id is not null group by 1 order by count(*) desc limit 1`,
    );
    await db.execute(sql`delete from users where id = ${victim!.id}`);
    await db.execute(sql`delete from visits where id in (select id from visits order by created_at limit 100)`);
    // Nothing newer arrived, but the deleted days are listed, so the refresh is not skipped.
    const result = await refreshRollups(db, tz);
    expect(result.status).toBe('refreshed');
    await expectRollupsMatchSources();
    expect(await one(sql`select count(*) as n from analytics_dirty_days`)).toBe(0);
    expect((await refreshRollups(db, tz)).status).toBe('unchanged');
  });

  test('rows added and deleted before a refresh, a returning visitor and changed sessions fold in exactly', async () => {
    // An analysis added then deleted before any refresh leaves no trace; a visitor already counted today is not
    // counted again; a session that gains page views and ends moves its day's bounces and seconds.
    const [kept] = await queryRows<{ visitor_id: string }>(
      db,
      sql`select visitor_id from visits order by created_at desc limit 1`,
    );
    await db.execute(sql`
      insert into visits (visitor_id, path, page_name, browser, device)
      values (${kept!.visitor_id}, '/', 'Home', 'Chrome', 'desktop'), ('oracle-fold-new', '/', 'Home', 'Chrome', 'desktop')`);
    const added = await one(sql`with added as (
      insert into analyses (user_id, model_id, model_name, model_version, original_text, detected_type, confidence_score,
                            analysis_type, language, processing_time, score, bias, word_contributions, class_probabilities, result)
      select user_id, 'shobdo-v1', model_name, model_version, original_text, 'threat', confidence_score, analysis_type, language,
             processing_time, score, bias, word_contributions, class_probabilities, result
      from analyses where user_id is not null order by created_at desc limit 3 returning id)
      select count(*) as n from added`);
    expect(added).toBe(3);
    await db.execute(sql`delete from analyses where id = (select id from analyses order by created_at desc limit 1)`);
    await db.execute(sql`
      insert into analytics_sessions (visitor_id, entry_path, browser, device, page_views)
      values ('oracle-fold-new', '/', 'Chrome', 'desktop', 1)`);
    expect((await refreshRollups(db, tz)).status).toBe('refreshed');
    await db.execute(sql`
      update analytics_sessions set page_views = page_views + 2, last_seen_at = now() + interval '90 seconds',
             ended_at = now() + interval '95 seconds' where visitor_id = 'oracle-fold-new'`);
    expect((await refreshRollups(db, tz)).status).toBe('refreshed');
    await expectRollupsMatchSources();
    const visitDays = () =>
      queryRows<Record<string, unknown>>(db, sql`select json_agg(t order by day) as v from analytics_visit_days t`);
    const incremental = await visitDays();
    await refreshRollups(db, tz, { full: true });
    expect(await visitDays()).toEqual(incremental);
  });

  test('a full rebuild gives the same roll-ups as the incremental ones', async () => {
    const snapshot = async () =>
      queryRows<Record<string, unknown>>(
        db,
        sql`select (select json_agg(t order by day, model_id, detected_type, language) from analytics_analysis_days t) as a,
                   (select json_agg(t order by user_id, model_id) from analytics_user_models t) as m,
                   (select json_agg(t order by user_id) from analytics_user_spans t) as s,
                   (select json_agg(t order by day, user_id) from analytics_user_days t) as d`,
      );
    const incremental = await snapshot();
    await refreshRollups(db, tz, { full: true });
    expect(await snapshot()).toEqual(incremental);
  });
});
