import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query-rows';
import { generateDemoData } from '../../src/services/analytics/queries/generate-demo-data';
import { ROLLUP_LOCK_KEY } from '../../src/services/analytics/queries/refresh-rollups';
import { authHeader, buildTestApp, createUser } from '../helper';

// Issue 31 item 6: the dashboard never shows a figure it does not have. Right after new traffic, the page's
// calls arrive together with update_all (as the browser sends them); whichever of them refreshes the
// roll-ups, every answer must already count the new rows, none may read the roll-ups a running refresh is
// replacing (on PostgreSQL the others used to answer at once from the old ones).
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = authHeader((await createUser(app, { role: 'admin' })).access_token);
  await generateDemoData(app.db, app.config.timeZone, { users: 40, analyses: 800, visits: 800, days: 40 }, () => {});
}, 120_000);
afterAll(() => app.close());

// New analyses of today, copies of existing ones, written as the analysis writer would (no refresh).
async function newAnalyses(n: number) {
  await app.db.execute(sql`
    insert into analyses (user_id, model_id, model_name, model_version, original_text, detected_type, confidence_score,
      analysis_type, language, processing_time, score, bias, word_contributions, class_probabilities, result, created_at)
    select user_id, model_id, model_name, model_version, original_text, detected_type, confidence_score,
      analysis_type, language, processing_time, score, bias, word_contributions, class_probabilities, result, now()
    from analyses where model_id = 'shobdo-v2' limit ${n}`);
}

async function directCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from analyses
        where created_at >= ((now() at time zone ${app.config.timeZone})::date - 29)::timestamp at time zone ${app.config.timeZone}
          and model_id = 'shobdo-v2'`,
  );
  return row!.n;
}

test('after new traffic, every answer of the first dashboard load counts the new rows', async () => {
  for (let round = 0; round < 3; round += 1) {
    await newAnalyses(50 + round);
    await app.inject({ method: 'POST', url: '/api/analytics/track_visit/', payload: { page_url: '/' } });
    const expected = await directCount();
    const dashboard = () =>
      app.inject({ method: 'GET', url: '/api/analytics/dashboard/?model_id=shobdo-v2', headers: admin });
    const [update, ...answers] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/analytics/update_all/', headers: admin }),
      dashboard(),
      dashboard(),
      dashboard(),
      dashboard(),
    ]);
    expect(update.statusCode).toBe(200);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().summary.total_analyses, `round ${round}`).toBe(expected);
    }
  }
});

test('a reader waits for a refresh another connection is running instead of reading the old roll-ups', async () => {
  await newAnalyses(20);
  const expected = await directCount();
  // Another instance's refresh: the lock held in a transaction while the reader asks.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked: () => void = () => undefined;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`);
    locked();
    await held;
  });
  await isLocked;
  const reading = app.inject({ method: 'GET', url: '/api/analytics/dashboard/?model_id=shobdo-v2', headers: admin });
  if (process.env.DATABASE_URL) {
    // PostgreSQL: the reader is still waiting for the lock after a moment (PGlite runs one statement at a time).
    const first = await Promise.race([
      reading.then(() => 'answered'),
      new Promise((r) => setTimeout(r, 300, 'waiting')),
    ]);
    expect(first).toBe('waiting');
  }
  release();
  await holder;
  const res = await reading;
  expect(res.statusCode).toBe(200);
  expect(res.json().summary.total_analyses).toBe(expected);
});
