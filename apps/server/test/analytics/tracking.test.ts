import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { apiErrorSchema, sessionResponseSchema, trackVisitResponseSchema } from '@shobdo/contracts';
import { queryRows } from '../../src/db/query-rows';
import { authHeader, buildTestApp, createUser } from '../helper';
import { UA } from './fixed-data';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (
  url: string,
  payload: unknown,
  address = '10.1.0.1',
  ua = UA.chrome,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: address,
    headers: { 'user-agent': ua, ...headers },
  });

describe('POST /api/analytics/track_visit/', () => {
  test('records a visit with only the path, the referrer host, a browser family and a device class', async () => {
    const res = await post(
      '/api/analytics/track_visit/',
      {
        page_url: 'http://127.0.0.1:8080/results?token=abc#x',
        referrer: 'https://www.facebook.com/some/post?id=1',
        page_name: 'Results',
      },
      '10.1.0.9',
      UA.iphone,
    );
    expect(res.statusCode).toBe(201);
    const body = trackVisitResponseSchema.parse(res.json());
    const [visit] = await queryRows<Record<string, unknown>>(
      app.db,
      sql`select * from visits where session_id = ${body.session_id}`,
    );
    expect(visit).toMatchObject({
      path: '/results',
      page_name: 'Results',
      referrer_host: 'www.facebook.com',
      browser: 'Safari',
      device: 'mobile',
      user_id: null,
    });
    expect(String(visit!.visitor_id)).toMatch(/^[0-9a-f]{32}$/);
  });

  test('page views of one visitor within 30 minutes share a session; another browser is another visitor', async () => {
    const a = trackVisitResponseSchema.parse(
      (await post('/api/analytics/track_visit/', { page_url: '/' }, '10.1.0.2')).json(),
    );
    const b = trackVisitResponseSchema.parse(
      (await post('/api/analytics/track_visit/', { page_url: '/about' }, '10.1.0.2')).json(),
    );
    const c = trackVisitResponseSchema.parse(
      (await post('/api/analytics/track_visit/', { page_url: '/' }, '10.1.0.2', UA.firefox)).json(),
    );
    expect(b.session_id).toBe(a.session_id);
    expect(c.session_id).not.toBe(a.session_id);
    const [session] = await queryRows<{ page_views: number }>(
      app.db,
      sql`select page_views from analytics_sessions where id = ${a.session_id}`,
    );
    expect(Number(session!.page_views)).toBe(2);
  });

  test('a signed-in visit belongs to the user; a Bengali path is kept as text', async () => {
    const { access_token, user } = await createUser(app);
    const res = await post(
      '/api/analytics/track_visit/',
      { page_url: '/খুঁজুন' },
      '10.1.0.3',
      UA.chrome,
      authHeader(access_token),
    );
    expect(res.statusCode).toBe(201);
    const [visit] = await queryRows<{ user_id: string; path: string }>(
      app.db,
      sql`select user_id, path from visits where session_id = ${res.json().session_id}`,
    );
    expect(visit).toEqual({ user_id: user.id, path: '/খুঁজুন' });
  });

  test.each([
    [{}, 'page_url'],
    [{ page_url: '' }, 'page_url'],
    [{ page_url: '/', user_id: 'x' }, 'user_id'],
    [{ page_url: '/', page_name: 'x'.repeat(201) }, 'page_name'],
    [{ page_url: 5 }, 'page_url'],
  ])('bad input %j is a 400 naming %s', async (payload, field) => {
    const res = await post('/api/analytics/track_visit/', payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(res.json()).details ?? {})).toContain(field);
  });
});

describe('sessions', () => {
  test('a visitor starts a session, the next page view joins it, and only that visitor can end it', async () => {
    const started = sessionResponseSchema.parse(
      (
        await post(
          '/api/analytics/sessions/anonymous/',
          { page_url: '/', referrer: '', ip_address: '1.2.3.4', user_agent: 'x' },
          '10.2.0.1',
        )
      ).json(),
    );
    const visit = trackVisitResponseSchema.parse(
      (await post('/api/analytics/track_visit/', { page_url: '/about' }, '10.2.0.1')).json(),
    );
    expect(visit.session_id).toBe(started.session_id);
    const url = `/api/analytics/sessions/${started.session_id}/end/`;
    // Another address, or the same address with another browser, cannot end it.
    expect((await post(url, {}, '10.2.0.2')).statusCode).toBe(404);
    expect((await post(url, {}, '10.2.0.1', UA.firefox)).statusCode).toBe(404);
    const ended = await post(url, {}, '10.2.0.1');
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ session_id: started.session_id, duration_seconds: expect.any(Number) });
    // Idempotent: ending again answers the first end.
    expect((await post(url, undefined, '10.2.0.1')).json().ended_at).toBe(ended.json().ended_at);
    // An ended session takes no more page views.
    const after = trackVisitResponseSchema.parse(
      (await post('/api/analytics/track_visit/', { page_url: '/' }, '10.2.0.1')).json(),
    );
    expect(after.session_id).not.toBe(started.session_id);
  });

  test("a signed-in user's session is recorded for that user and the user can end it from another address", async () => {
    const { access_token, user } = await createUser(app);
    const res = await post(
      '/api/analytics/sessions/anonymous/',
      { page_url: '/history' },
      '10.3.0.1',
      UA.chrome,
      authHeader(access_token),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await queryRows<{ user_id: string }>(
      app.db,
      sql`select user_id from analytics_sessions where id = ${res.json().session_id}`,
    );
    expect(row!.user_id).toBe(user.id);
    const end = await post(
      `/api/analytics/sessions/${res.json().session_id}/end/`,
      {},
      '10.3.0.2',
      UA.firefox,
      authHeader(access_token),
    );
    expect(end.statusCode).toBe(200);
  });

  test('bad session ids and bodies are 400s', async () => {
    expect((await post('/api/analytics/sessions/not-a-uuid/end/', {})).statusCode).toBe(400);
    expect((await post('/api/analytics/sessions/00000000-0000-4000-8000-000000000000/end/', { x: 1 })).statusCode).toBe(
      400,
    );
    expect((await post('/api/analytics/sessions/00000000-0000-4000-8000-000000000000/end/', {})).statusCode).toBe(404);
    expect((await post('/api/analytics/sessions/anonymous/', { referrer: 'x' })).statusCode).toBe(400);
  });
});

describe('privacy', () => {
  test('no raw address or user agent is stored anywhere after visits from several clients', async () => {
    const clients = [
      ['198.51.100.7', 'Mozilla/5.0 (Windows NT 10.0) UniqueAgentOne/9.1 Chrome/126.0 Safari/537.36'],
      ['198.51.100.8', 'Mozilla/5.0 (Linux; Android 14) UniqueAgentTwo/3.3 Mobile Safari/537.36'],
      ['2001:db8::77', 'Mozilla/5.0 (Macintosh) UniqueAgentThree/1.0 Version/17 Safari/605.1.15'],
    ] as const;
    for (const [address, ua] of clients) {
      await post(
        '/api/analytics/sessions/anonymous/',
        { page_url: '/', ip_address: '192.0.2.55', user_agent: 'ClientSaysAgent/7' },
        address,
        ua,
      );
      await post(
        '/api/analytics/track_visit/',
        { page_url: '/about', ip_address: '192.0.2.55', user_agent: 'ClientSaysAgent/7' },
        address,
        ua,
      );
      await post('/api/analytics/activities/', { activity_type: 'page_view' }, address, ua);
    }
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      app.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'inet')`,
    );
    expect(columns.length).toBeGreaterThan(10);
    const needles = ['198.51.100.7', '198.51.100.8', '2001:db8::77', '192.0.2.55', 'UniqueAgent', 'ClientSaysAgent'];
    for (const { table_name, column_name } of columns) {
      for (const needle of needles) {
        const [hit] = await queryRows<{ n: string | number }>(
          app.db,
          sql`select count(*) as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${`%${needle}%`}`,
        );
        expect(Number(hit!.n), `${table_name}.${column_name} holds ${needle}`).toBe(0);
      }
    }
  });

  test("today's salt is the only one kept", async () => {
    await app.db.execute(
      sql`insert into visitor_salts (day, salt) values (current_date - 3, 'old') on conflict do nothing`,
    );
    const { getDailySalt } = await import('../../src/services/analytics/queries/visitor-id');
    // A new database object has no cached salt: it reads or makes today's and deletes older ones.
    const fresh = Object.create(app.db) as typeof app.db;
    await getDailySalt(fresh, app.config.timeZone);
    const rows = await queryRows<{ day: string }>(
      app.db,
      sql`select to_char(day, 'YYYY-MM-DD') as day from visitor_salts`,
    );
    expect(rows).toHaveLength(1);
  });
});

describe('floods', () => {
  test('tracking past the per-address limit gets 429 and does not affect another address', async () => {
    const limited = await buildTestApp({ activityRateLimit: 3 });
    try {
      const send = (address: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/analytics/track_visit/',
          remoteAddress: address,
          payload: { page_url: '/' },
        });
      for (let i = 0; i < 3; i += 1) expect((await send('10.9.0.1')).statusCode).toBe(201);
      const flooded = await send('10.9.0.1');
      expect(flooded.statusCode).toBe(429);
      expect(apiErrorSchema.parse(flooded.json()).error).toBe('Too Many Requests');
      expect((await send('10.9.0.2')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
