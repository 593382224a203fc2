import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authHeader, createUser, type CreatedUser } from '../helper';

/**
 * The fixed data set of docs/metrics.md's worked example, in the default time zone (Asia/Dhaka).
 * Days are counted back from today; "now" rows are a minute ago. The answers the tests expect are
 * worked out by hand in analytics-metrics.test.ts, next to each assertion.
 */
export const TZ = 'Asia/Dhaka';
export const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

export interface FixedData {
  admin: CreatedUser;
  u1: CreatedUser;
  u2: CreatedUser;
  u3: CreatedUser;
  u4: CreatedUser;
}

/** A time `daysAgo` days back at hh:mm in the time zone. */
const at = (daysAgo: number, time: string) =>
  sql.raw(`(((now() at time zone '${TZ}')::date - ${daysAgo})::timestamp + time '${time}') at time zone '${TZ}'`);
/** A minute ago, but never before today's midnight in the time zone. */
const justNow = sql.raw(
  `greatest(now() - interval '1 minute', ((now() at time zone '${TZ}')::date)::timestamp at time zone '${TZ}')`,
);

async function analysis(
  app: FastifyInstance,
  userId: string | null,
  model: string,
  type: string,
  language: string,
  when: ReturnType<typeof sql.raw>,
) {
  await app.db.execute(sql`
    insert into analyses (user_id, model_id, model_name, model_version, original_text, detected_type, confidence_score,
      analysis_type, language, processing_time, score, bias, word_contributions, class_probabilities, result, created_at)
    values (${userId}, ${model}, ${model}, '1', 'টেক্সট', ${type}, 90, ${model === 'sentiment-pro' ? 'sentiment' : 'classification'},
      ${language}, 5, 0.9, 0.1, '[]'::jsonb, '[]'::jsonb, '{"summary":"","keywords":[],"metadata":{}}'::jsonb, ${when})`);
}

async function session(
  app: FastifyInstance,
  visitor: string,
  userId: string | null,
  pages: number,
  seconds: number,
  daysAgo: number,
  time: string,
) {
  const start = at(daysAgo, time);
  await app.db.execute(sql`
    insert into analytics_sessions (visitor_id, user_id, entry_path, browser, device, page_views, started_at, last_seen_at)
    values (${visitor}, ${userId}, '/', 'Chrome', 'desktop', ${pages}, ${start}, ${start} + ${seconds} * interval '1 second')`);
  for (let i = 0; i < pages; i += 1) {
    await app.db.execute(sql`
      insert into visits (visitor_id, user_id, path, browser, device, created_at)
      values (${visitor}, ${userId}, '/', 'Chrome', 'desktop', ${start} + ${Math.round((seconds * i) / Math.max(1, pages - 1))} * interval '1 second')`);
  }
}

export async function loadFixedData(app: FastifyInstance): Promise<FixedData> {
  const admin = await createUser(app, { role: 'admin', username: 'fixed_admin' });
  const u1 = await createUser(app, { username: 'fixed_u1' });
  const u2 = await createUser(app, { username: 'fixed_u2' });
  const u3 = await createUser(app, { username: 'fixed_u3' });
  const u4 = await createUser(app, { username: 'fixed_u4' });
  const profile = async (
    u: CreatedUser,
    country: string | null,
    age: number | null,
    language: string,
    status = 'active',
  ) =>
    app.db.execute(
      sql`update users set country = ${country}, age = ${age}, preferred_language = ${language}, status = ${status} where id = ${u.user.id}`,
    );
  await profile(u1, 'Bangladesh', 20, 'bn');
  await profile(u2, 'Bangladesh', 30, 'en');
  await profile(u3, 'India', 16, 'bn');
  await profile(u4, null, null, 'bn');

  // Analyses: 4 now, 2 three days ago (21:00, 21:30), 2 eight days ago (10:00, 10:15), 1 forty days ago.
  await analysis(app, u1.user.id, 'shobdo-v1', 'troll', 'bn', justNow);
  await analysis(app, u1.user.id, 'shobdo-v1', 'troll', 'bn', justNow);
  await analysis(app, u2.user.id, 'sentiment-pro', 'negative', 'en', justNow);
  await analysis(app, null, 'shobdo-v1', 'not_bully', 'bn', justNow);
  await analysis(app, u3.user.id, 'shobdo-v1', 'threat', 'bn', at(3, '21:00'));
  await analysis(app, u1.user.id, 'shobdo-v1', 'troll', 'bn', at(3, '21:30'));
  await analysis(app, u2.user.id, 'shobdo-v1', 'not_bully', 'bn', at(8, '10:00'));
  await analysis(app, u4.user.id, 'shobdo-v1', 'threat', 'bn', at(8, '10:15'));
  await analysis(app, u4.user.id, 'shobdo-v1', 'religious', 'bn', at(40, '09:00'));
  // What the analysis service keeps on the user row when it stores an analysis.
  await app.db.execute(
    sql`update users set analysis_count = (select count(*) from analyses a where a.user_id = users.id)`,
  );

  // Past sessions (visitor ids as the hash would make them; h1 again on another day is a new unique).
  await session(app, 'h1', u3.user.id, 2, 600, 3, '12:00');
  await session(app, 'h2', null, 1, 0, 3, '13:00');
  await session(app, 'h1', u2.user.id, 3, 300, 8, '11:00');
  await session(app, 'h4', u3.user.id, 1, 0, 10, '15:00');
  await session(app, 'h3', null, 1, 0, 40, '15:00');
  // The admin was active ten days ago only.
  await app.db.execute(
    sql`insert into activity_logs (user_id, activity_type, created_at) values (${admin.user.id}, 'login', ${at(10, '09:00')})`,
  );

  // Today, through the API: A (3 pages, one session), B signed in as u1 (1 page), C = A's address, another browser.
  const visit = (address: string, ua: string, page: string, token?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/analytics/track_visit/',
      remoteAddress: address,
      headers: { 'user-agent': ua, ...(token ? authHeader(token) : {}) },
      payload: {
        page_url: page,
        referrer: 'https://www.google.com/search?q=private',
        page_name: 'Page',
        ip_address: '203.0.113.9',
        user_agent: 'Spoofed/1.0',
      },
    });
  for (const page of ['/', '/about', 'http://127.0.0.1/results?token=secret#frag']) {
    const res = await visit('10.0.0.1', UA.chrome, page);
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  await visit('10.0.0.2', UA.iphone, '/', u1.access_token);
  await visit('10.0.0.1', UA.firefox, '/');
  // u4 signs in today (an activity entry).
  await app.inject({
    method: 'POST',
    url: '/api/analytics/activities/',
    headers: authHeader(u4.access_token),
    payload: { activity_type: 'login' },
  });
  // ...and is deactivated afterwards (status counts in admin_dashboard; activity stays counted).
  await app.db.execute(sql`update users set status = 'inactive' where id = ${u4.user.id}`);
  return { admin, u1, u2, u3, u4 };
}
