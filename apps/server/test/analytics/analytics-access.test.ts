import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, ROLES, type Role } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser } from '../helper';

let app: FastifyInstance;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  app = await buildTestApp();
  for (const role of ROLES) tokens[role] = (await createUser(app, { role })).access_token;
});
afterAll(() => app.close());

const READS = [
  '/api/analytics/dashboard/',
  '/api/analytics/top_users/',
  '/api/analytics/countries/',
  '/api/analytics/age_groups/',
  '/api/analytics/daily_active_users/',
  '/api/analytics/weekly_active_users/',
  '/api/analytics/user_demographics/',
  '/api/analytics/usage_chart/',
  '/api/analytics/class_share/',
  '/api/users/users/admin_dashboard/',
  '/api/users/users/user_list/',
];
const UPDATES = ['countries', 'age_groups', 'demographics', 'daily_stats', 'weekly_stats'].map(
  (n) => `/api/analytics/${n}/update/`,
);

describe('role matrix', () => {
  test.each(READS)('GET %s: 401 anonymous, 403 user and moderator, 200 admin', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['user', 'moderator'] as const) {
      const res = await app.inject({ method: 'GET', url, headers: authHeader(tokens[role]) });
      expect(res.statusCode).toBe(403);
      expect(apiErrorSchema.parse(res.json()).message).toBe('Access denied. Admin privileges required.');
    }
    expect((await app.inject({ method: 'GET', url, headers: authHeader(tokens.admin) })).statusCode).toBe(200);
  });

  test.each(UPDATES)('POST %s: admin only, idempotent', async (url) => {
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url, headers: authHeader(tokens.moderator) })).statusCode).toBe(403);
    const first = await app.inject({ method: 'POST', url, headers: authHeader(tokens.admin), payload: {} });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url, headers: authHeader(tokens.admin) });
    expect(again.json()).toEqual({ status: 'unchanged', from_day: null });
  });

  test('update_all: anonymous 401; a user or moderator is answered at once and changes nothing; an admin refreshes', async () => {
    const url = '/api/analytics/update_all/';
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401);
    for (const role of ['user', 'moderator'] as const) {
      const res = await app.inject({ method: 'POST', url, headers: authHeader(tokens[role]) });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ status: 'skipped', from_day: null });
    }
    await app.inject({ method: 'POST', url: '/api/analytics/track_visit/', payload: { page_url: '/' } });
    const res = await app.inject({ method: 'POST', url, headers: authHeader(tokens.admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('refreshed');
    // Concurrent calls: one refreshes or all find nothing changed; none fails.
    await app.inject({ method: 'POST', url: '/api/analytics/track_visit/', payload: { page_url: '/about' } });
    const all = await Promise.all(
      [1, 2, 3, 4].map(() => app.inject({ method: 'POST', url, headers: authHeader(tokens.admin) })),
    );
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(all.map((r) => r.json().status)).toContain('refreshed');
  });
});

describe('bad input', () => {
  const get = (url: string) => app.inject({ method: 'GET', url, headers: authHeader(tokens.admin) });
  test.each([
    ['/api/analytics/dashboard/?model_id=gpt-5', 'model_id', 'Unknown model_id'],
    ['/api/analytics/dashboard/?page=2', 'page', undefined],
    [
      '/api/analytics/usage_chart/?start_date=2026-05-10&end_date=2026-05-01',
      'end_date',
      'End date cannot be before start date',
    ],
    ['/api/analytics/usage_chart/?start_date=2026-05-10', 'end_date', 'Both start_date and end_date are needed'],
    [
      '/api/analytics/usage_chart/?start_date=2026-02-30&end_date=2026-03-01',
      'start_date',
      'Must be a date as YYYY-MM-DD',
    ],
    [
      '/api/analytics/usage_chart/?start_date=2024-01-01&end_date=2026-01-01',
      'end_date',
      'The range can be at most 366 days',
    ],
    ['/api/analytics/usage_chart/?days=0', 'days', undefined],
    ['/api/analytics/usage_chart/?days=abc', 'days', undefined],
    [
      '/api/analytics/usage_chart/?filter_type=custom',
      'filter_type',
      'filter_type custom needs start_date and end_date',
    ],
    ['/api/analytics/class_share/?filter_type=year', 'filter_type', undefined],
  ])('%s is a 400 naming %s', async (url, field, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(Object.keys(body.details ?? {})).toContain(field);
    if (message) expect(body.details![field]).toContain(message);
  });
});
