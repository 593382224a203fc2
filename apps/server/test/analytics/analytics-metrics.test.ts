import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  adminDashboardResponseSchema,
  ageGroupsResponseSchema,
  classShareResponseSchema,
  countriesResponseSchema,
  dashboardResponseSchema,
  topUsersResponseSchema,
  usageChartResponseSchema,
  userDemographicsResponseSchema,
  userListResponseSchema,
  weeklyActiveUsersResponseSchema,
} from '@shobdo/contracts';
import { addDays, todayIn } from '../../src/services/analytics/calendar';
import { authHeader, buildTestApp } from '../helper';
import { loadFixedData, TZ, type FixedData } from './fixed-data';

// Every expected figure below is worked out by hand from fixed-data.ts (docs/metrics.md, "Worked example").
let app: FastifyInstance;
let data: FixedData;
let hourNow: number;
beforeAll(async () => {
  app = await buildTestApp();
  data = await loadFixedData(app);
  const minuteAgo = new Date(Date.now() - 60_000);
  hourNow =
    Number(new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', hour12: false }).format(minuteAgo)) % 24;
}, 60_000);
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: authHeader(data.admin.access_token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const today = () => todayIn(TZ);

describe('GET /api/analytics/dashboard/ on the fixed data set', () => {
  test('every figure of the stat cards and insights', async () => {
    const body = dashboardResponseSchema.parse(await get('/api/analytics/dashboard/'));
    expect(body).toMatchObject({
      model_id: null,
      time_zone: TZ,
      window_days: 30,
      window_end: today(),
      window_start: addDays(today(), -29),
    });
    const s = body.summary;
    // 4 now + 2 three days ago + 2 eight days ago; the one 40 days ago is in the previous window.
    expect(s.total_analyses).toBe(8);
    expect(body.previous.total_analyses).toBe(1);
    // 7 of the 8 in Bengali.
    expect(s.bangla_percentage).toBe(87.5);
    expect(s.english_percentage).toBe(12.5);
    // troll 3, not_bully 2, threat 2, negative 1.
    expect(s.most_common_type).toBe('troll');
    // The 4 analyses of a minute ago outnumber 21:00 (2) and 10:00 (2).
    expect(s.most_active_hour).toBe(hourNow);
    // Visits: 5 today + 3 + 3 + 1; uniques per day 3 + 2 + 1 + 1; sessions 3 + 2 + 1 + 1, bounces B, C, h2, h4.
    expect(s.total_visits).toBe(12);
    expect(s.unique_visitors).toBe(7);
    expect(s.bounce_rate).toBe(57.1);
    // (600 + 300 + today's few seconds) / 7 sessions.
    expect(s.avg_session_seconds).toBe(129);
    expect(body.previous).toMatchObject({ total_visits: 1, unique_visitors: 1, active_users: 1 });
    // u1, u2, u3, u4 and the admin (ten days ago).
    expect(s.active_users).toBe(5);
    // u1, u2 (analyses) and u4 (activity) in the last 24 hours.
    expect(s.daily_active_users).toBe(3);
    // Last 7 days: u1, u2, u3, u4.
    expect(s.weekly_active_users).toBe(4);
    // Of u2, u3, u4 and the admin (days 7 to 13 ago), all but the admin came back: 3 of 4.
    expect(s.retention).toBe(75);
    // u2, u3, u4 were active before this week; u1 only this week.
    expect(s.returning_users).toBe(3);
    expect(s.total_users).toBe(5);
  });

  test('model_id narrows the analysis figures only', async () => {
    const body = dashboardResponseSchema.parse(await get('/api/analytics/dashboard/?model_id=sentiment-pro'));
    expect(body.summary).toMatchObject({
      total_analyses: 1,
      bangla_percentage: 0,
      english_percentage: 100,
      most_common_type: 'negative',
      most_active_hour: hourNow,
    });
    expect(body.summary.total_visits).toBe(12);
    const v1 = dashboardResponseSchema.parse(await get('/api/analytics/dashboard/?model_id=shobdo-v1'));
    expect(v1.summary.total_analyses).toBe(7);
    expect(v1.summary.bangla_percentage).toBe(100);
  });
});

describe('top users, demographics and active users', () => {
  test('top users of all models and of one', async () => {
    const all = topUsersResponseSchema.parse(await get('/api/analytics/top_users/'));
    // u1 3; u2 and u4 2 each (u2 signed up first); u3 1.
    expect(all.users.map((u) => [u.username, u.analyses])).toEqual([
      ['fixed_u1', 3],
      ['fixed_u2', 2],
      ['fixed_u4', 2],
      ['fixed_u3', 1],
    ]);
    expect(all.users[1]).toMatchObject({ language: 'en' });
    const v1 = topUsersResponseSchema.parse(await get('/api/analytics/top_users/?model_id=shobdo-v1'));
    expect(v1.users.map((u) => [u.username, u.analyses])).toEqual([
      ['fixed_u1', 3],
      ['fixed_u4', 2],
      ['fixed_u2', 1],
      ['fixed_u3', 1],
    ]);
  });

  test('countries: shares of the users who gave one', async () => {
    const body = countriesResponseSchema.parse(await get('/api/analytics/countries/'));
    expect(body).toMatchObject({ total_users: 5, users_with_country: 3 });
    expect(body.countries.map((c) => [c.name, c.users, c.percentage])).toEqual([
      ['Bangladesh', 2, 66.7],
      ['India', 1, 33.3],
    ]);
    // Its ISO code, so that the Bengali dashboard names it in Bengali.
    expect(body.countries.map((c) => c.code)).toEqual(['BD', 'IN']);
    const sentiment = countriesResponseSchema.parse(await get('/api/analytics/countries/?model_id=sentiment-pro'));
    expect(sentiment.countries.map((c) => [c.name, c.percentage])).toEqual([['Bangladesh', 100]]);
  });

  test('age groups of the users who gave an age', async () => {
    const body = ageGroupsResponseSchema.parse(await get('/api/analytics/age_groups/'));
    expect(body.users_with_age).toBe(3);
    expect(body.age_groups.filter((g) => g.users > 0).map((g) => [g.range, g.percentage])).toEqual([
      ['13-17', 33.3],
      ['18-24', 33.3],
      ['25-34', 33.3],
    ]);
  });

  test('user demographics: preferred languages of every account', async () => {
    const body = userDemographicsResponseSchema.parse(await get('/api/analytics/user_demographics/'));
    expect(body).toMatchObject({ total_users: 5, bangla_percentage: 80, english_percentage: 20 });
    expect(body.countries).toHaveLength(2);
    expect(body.age_groups).toHaveLength(6);
  });

  test('daily and weekly active users', async () => {
    expect(await get('/api/analytics/daily_active_users/')).toEqual({ daily_active_users: 3, window_hours: 24 });
    const weekly = weeklyActiveUsersResponseSchema.parse(await get('/api/analytics/weekly_active_users/'));
    expect(weekly).toEqual({
      weekly_active_users: 4,
      previous_week_active_users: 4,
      retained_users: 3,
      retention: 75,
      returning_users: 3,
    });
  });
});

describe('charts', () => {
  test('usage chart: the last 7 days, zero-filled', async () => {
    const points = usageChartResponseSchema.parse(await get('/api/analytics/usage_chart/'));
    expect(points.map((p) => p.full_date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today(), -n)));
    expect(points[6]).toMatchObject({ total_visits: 5, unique_visitors: 3, total_analyses: 4 });
    expect(points[3]).toMatchObject({ total_visits: 3, unique_visitors: 2, total_analyses: 2 });
    expect(points.filter((p) => p.total_visits === 0)).toHaveLength(5);
    expect(points[6]!.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
    const week = usageChartResponseSchema.parse(await get('/api/analytics/usage_chart/?filter_type=week&days=30'));
    expect(week).toHaveLength(7);
    const sentiment = usageChartResponseSchema.parse(await get('/api/analytics/usage_chart/?model_id=sentiment-pro'));
    expect(sentiment[6]).toMatchObject({ total_visits: 5, total_analyses: 1 });
  });

  test('usage chart: a custom range and the current month', async () => {
    const start = addDays(today(), -10);
    const end = addDays(today(), -8);
    const points = usageChartResponseSchema.parse(
      await get(`/api/analytics/usage_chart/?filter_type=custom&start_date=${start}&end_date=${end}`),
    );
    expect(points.map((p) => [p.total_visits, p.unique_visitors, p.total_analyses])).toEqual([
      [1, 1, 0],
      [0, 0, 0],
      [3, 1, 2],
    ]);
    const month = usageChartResponseSchema.parse(await get('/api/analytics/usage_chart/?filter_type=month'));
    expect(month[0]!.full_date).toBe(`${today().slice(0, 7)}-01`);
    expect(month.at(-1)!.full_date).toBe(today());
  });

  test('class share per day for one model', async () => {
    const body = classShareResponseSchema.parse(await get('/api/analytics/class_share/?model_id=shobdo-v1'));
    expect(body.classes).toEqual(['not_bully', 'threat', 'troll']);
    expect(body.points).toHaveLength(7);
    expect(body.points[6]).toMatchObject({
      total: 3,
      counts: { troll: 2, not_bully: 1, threat: 0 },
      percentages: { troll: 66.7, not_bully: 33.3, threat: 0 },
    });
    expect(body.points[3]).toMatchObject({ total: 2, percentages: { troll: 50, threat: 50, not_bully: 0 } });
  });
});

describe('users: admin_dashboard and user_list', () => {
  test('accounts by status and role', async () => {
    const body = adminDashboardResponseSchema.parse(await get('/api/users/users/admin_dashboard/'));
    expect(body).toEqual({
      total_users: 5,
      active_users: 4,
      inactive_users: 1,
      role_distribution: { admin: 1, user: 4, moderator: 0 },
      new_users_last_7_days: 5,
      total_analyses: 9,
    });
  });

  test('the newest accounts first', async () => {
    const body = userListResponseSchema.parse(await get('/api/users/users/user_list/'));
    expect(body.total).toBe(5);
    expect(body.users.map((u) => u.username)).toEqual(['fixed_u4', 'fixed_u3', 'fixed_u2', 'fixed_u1', 'fixed_admin']);
  });
});
