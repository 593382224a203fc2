import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { analysisLogsResponseSchema, userSchema, type Role } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';
import { analyze, TEXTS } from '../analysis/fixtures';

let app: FastifyInstance;
let admin: CreatedUser;
let owner: CreatedUser;
const marker = `মার্কার${Math.random().toString(36).slice(2, 6)}`;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { role: 'admin' });
  owner = await createUser(app);
  // Stored in decomposed form with a ZWNJ: the search must still find it by the composed letters.
  ids.nfd = (
    await analyze(
      app,
      { text: `${marker} ${TEXTS.happy}`.normalize('NFD').replace('খুব', 'খু\u200Cব') },
      { token: owner.access_token },
    )
  ).analysis_id;
  ids.food = (await analyze(app, { text: `${marker} ${TEXTS.food}` }, { token: owner.access_token })).analysis_id;
  ids.sentiment = (
    await analyze(
      app,
      { text: `${marker} ${TEXTS.weather}`, model_id: 'sentiment-pro', analysis_type: 'sentiment' },
      { token: owner.access_token },
    )
  ).analysis_id;
  ids.spam = (
    await analyze(app, { text: `${marker} free prize call now`, model_id: 'spam-detector', analysis_type: 'spam' })
  ).analysis_id;
});
afterAll(() => app.close());

const get = (url: string, token = admin.access_token) => app.inject({ method: 'GET', url, headers: authHeader(token) });
const post = (url: string, payload: unknown, token = admin.access_token) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: authHeader(token) });
const logs = async (query: string) => {
  const res = await get(`/api/analytics/analysis_logs_dashboard/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return analysisLogsResponseSchema.parse(res.json());
};
const q = (text: string) => encodeURIComponent(text);

describe('role matrix of the admin analysis routes', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/analytics/analysis_logs_dashboard/'],
    ['GET', '/api/analysis/analyses/export/'],
    ['POST', '/api/analysis/analyses/bulk_delete/', { analysis_ids: ['00000000-0000-4000-8000-000000000000'] }],
  ];
  it.each(routes)('%s %s: 401 anonymous, 403 user and moderator', async (method, url, payload) => {
    expect((await app.inject({ method: method as 'GET', url, payload: payload as object })).statusCode).toBe(401);
    for (const role of ['user', 'moderator'] as Role[]) {
      const { access_token } = await createUser(app, { role });
      const res = await app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: authHeader(access_token),
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('GET /api/analytics/analysis_logs_dashboard/', () => {
  it('answers log rows with type, confidence band, language and user', async () => {
    const res = await logs(`search=${q(marker)}`);
    expect(res.pagination).toEqual({ page: 1, page_size: 10, total: 4, total_pages: 1 });
    const byId = new Map(res.analyses.map((row) => [row.id, row]));
    expect(byId.get(ids.food!)).toMatchObject({
      analysis_type: 'toxicity',
      model: 'bangla-sentiment-v1',
      language: 'bn',
      language_display: 'Bengali',
      user: { id: owner.user.id, username: owner.user.username },
    });
    expect(byId.get(ids.sentiment!)).toMatchObject({ analysis_type: 'sentiment', analysis_type_display: 'Sentiment' });
    expect(byId.get(ids.spam!)).toMatchObject({ analysis_type: 'spam', user: null });
    for (const row of res.analyses) {
      const shown = Math.round(row.confidence_score * 10) / 10;
      const level = shown >= 80 ? 'high' : shown >= 60 ? 'medium' : 'low';
      expect(row.confidence_level).toBe(level);
      expect(row.confidence_color).toBe({ high: 'green', medium: 'yellow', low: 'red' }[level]);
    }
  });

  it('finds Bengali across encodings: composed search, decomposed text with a joiner, and the other way round', async () => {
    const composed = await logs(`search=${q('খুব খুশি')}`);
    expect(composed.analyses.map((row) => row.id)).toContain(ids.nfd);
    const decomposed = await logs(`search=${q('ইলিশ মাছ'.normalize('NFD'))}`);
    expect(decomposed.analyses.map((row) => row.id)).toContain(ids.food);
  });

  it('filters by language and date, sorts by the documented columns, pages to the edges', async () => {
    const english = await logs(`search=${q(marker)}&language=en`);
    expect(english.analyses.every((row) => row.language === 'en')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logs(`search=${q(marker)}&date_from=${today}&date_to=${today}`)).pagination.total).toBe(4);
    expect((await logs(`search=${q(marker)}&date_to=2000-01-01`)).pagination.total).toBe(0);
    const asc = await logs(`search=${q(marker)}&sort_by=confidence_score`);
    const scores = asc.analyses.map((row) => row.confidence_score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const newest = await logs(`search=${q(marker)}`);
    const times = newest.analyses.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const page2 = await logs(`search=${q(marker)}&page_size=3&page=2`);
    expect(page2.analyses).toHaveLength(1);
    expect(page2.pagination).toEqual({ page: 2, page_size: 3, total: 4, total_pages: 2 });
    expect((await logs(`search=${q(marker)}&page_size=3&page=9`)).analyses).toEqual([]);
  });

  it('answers the logs summary over every analysis', async () => {
    const { summary } = await logs('');
    expect(summary.total_analyses).toBeGreaterThanOrEqual(4);
    expect(summary.recent_analyses_24h).toBe(summary.total_analyses);
    expect(Object.values(summary.language_distribution).reduce((a, b) => a + b, 0)).toBe(summary.total_analyses);
    expect(summary.type_distribution).toMatchObject({
      sentiment: expect.any(Number),
      spam: expect.any(Number),
      toxicity: expect.any(Number),
    });
    expect(summary.average_confidence).toBeGreaterThan(0);
  });

  it.each([
    'sort_by=text',
    'sort_by=--created_at',
    'language=fr',
    'date_from=yesterday',
    'page=0',
    'page_size=500',
    'type=spam',
  ])('400 for %s', async (query) => {
    const res = await get(`/api/analytics/analysis_logs_dashboard/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
  });
});

describe('GET /api/analysis/analyses/export/', () => {
  it('answers a dated JSON file with every analysis', async () => {
    const res = await get('/api/analysis/analyses/export/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="shobdo-analyses-\d{4}-\d{2}-\d{2}\.json"/);
    const rows = res.json() as { id: string; analysis_type: string }[];
    expect(rows.find((row) => row.id === ids.sentiment)).toMatchObject({ analysis_type: 'sentiment' });
  });

  it('answers formula-safe CSV', async () => {
    const evil = (await analyze(app, { text: '=1+1 খারাপ কথা' })).analysis_id;
    const res = await get('/api/analysis/analyses/export/?format=csv');
    expect(res.headers['content-disposition']).toMatch(/shobdo-analyses-\d{4}-\d{2}-\d{2}\.csv/);
    const line = res.body.split('\r\n').find((l) => l.startsWith(evil));
    expect(line).toContain(",'=1+1 খারাপ কথা,");
  });
});

describe('POST /api/analysis/analyses/bulk_delete/', () => {
  it("deletes any owner's analyses, reports unknown ids, keeps the owner's count, and the owner sees them gone", async () => {
    const before = userSchema.parse((await get('/api/auth/user/', owner.access_token)).json()).analysis_count;
    const unknown = '00000000-0000-4000-8000-00000000beef';
    const res = await post('/api/analysis/analyses/bulk_delete/', {
      analysis_ids: [ids.food, ids.food, ids.spam, unknown],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2, not_found: [unknown] });
    const after = userSchema.parse((await get('/api/auth/user/', owner.access_token)).json());
    expect(after.analysis_count).toBe(before - 1);
    expect((await get(`/api/analysis/analyses/${ids.food}/`, owner.access_token)).statusCode).toBe(404);
    const history = await get('/api/analysis/history/', owner.access_token);
    expect(history.json().results.map((row: { id: string }) => row.id)).not.toContain(ids.food);
    const audit = await get('/api/analytics/admin_audit_log/?action=analysis.delete');
    expect(
      audit
        .json()
        .entries.map((e: { target_id: string }) => e.target_id)
        .sort(),
    ).toEqual([ids.food, ids.spam].sort());
    expect(audit.json().entries[0]).toMatchObject({ actor_id: admin.user.id, action: 'analysis.delete' });
  });

  it('400 for bad bodies', async () => {
    for (const payload of [{}, { analysis_ids: [] }, { analysis_ids: ['x'] }, { ids: [ids.nfd] }]) {
      const res = await post('/api/analysis/analyses/bulk_delete/', payload);
      expect(res.statusCode).toBe(400);
    }
  });
});
