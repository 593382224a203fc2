import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query-rows';
import { generateDemoData } from '../../src/services/analytics/queries/generate-demo-data';
import { authHeader, buildTestApp, createUser } from '../helper';

// The figures of registered users are kept between reads (decision 0059): every change that moves them must
// show at the next read, and ordinary traffic must leave the kept figures (and their version) alone.
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = authHeader((await createUser(app, { role: 'admin' })).access_token);
  await generateDemoData(app.db, app.config.timeZone, { users: 30, analyses: 300, visits: 300, days: 20 }, () => {});
}, 120_000);
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const version = async () =>
  (await queryRows<{ v: string }>(app.db, sql`select version::text as v from analytics_user_figures_version`))[0]!.v;
const directCountry = async (country: string, modelId?: string) =>
  (
    await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from users where country = ${country} ${
        modelId
          ? sql`and exists (select 1 from analyses a where a.user_id = users.id and a.model_id = ${modelId})`
          : sql``
      }`,
    )
  )[0]!.n;
const directModelUsers = async (modelId: string) =>
  (
    await queryRows<{ n: number }>(
      app.db,
      sql`select count(distinct user_id)::int as n from analyses where model_id = ${modelId} and user_id is not null`,
    )
  )[0]!.n;
const usersOf = (body: { countries: { name: string; users: number }[] }, name: string) =>
  body.countries.find((c) => c.name === name)?.users ?? 0;

test('a new account, an edited country and a deleted account show at the next read', async () => {
  const before = await get('/api/analytics/user_demographics/');
  await createUser(app, { role: 'user' });
  expect((await get('/api/analytics/user_demographics/')).total_users).toBe(before.total_users + 1);

  // Move a user into the country with the most users: it stays in the top five whatever the random data was
  // (a country that loses a user can fall out of the top five, and then the answer does not name it).
  const top = (await get('/api/analytics/countries/')).countries[0].name as string;
  const topBefore = await directCountry(top);
  const [someone] = await queryRows<{ id: string }>(
    app.db,
    sql`select id from users where country is distinct from ${top} and role = 'user' limit 1`,
  );
  await app.db.execute(sql`update users set country = ${top} where id = ${someone!.id}`);
  const edited = await get('/api/analytics/countries/');
  expect(await directCountry(top)).toBe(topBefore + 1);
  expect(usersOf(edited, top)).toBe(topBefore + 1);

  await app.db.execute(sql`delete from users where id = ${someone!.id}`);
  expect((await get('/api/analytics/age_groups/')).total_users).toBe(before.total_users);
});

test('a user analysing with a model for the first time joins that model figures; repeat traffic keeps the version', async () => {
  // A new account from India that has analysed nothing yet.
  const newcomer = (await createUser(app, { role: 'user' })).user;
  await app.db.execute(sql`update users set country = 'India' where id = ${newcomer.id}`);
  // India may be outside the model's top five: the users who gave a country count every one of them.
  const url = '/api/analytics/countries/?model_id=sentiment-pro';
  const before = (await get(url)).users_with_country;
  const insertAnalysis = () =>
    app.db.execute(sql`
      insert into analyses (user_id, model_id, model_name, model_version, original_text, detected_type, confidence_score,
        analysis_type, language, processing_time, score, bias, word_contributions, class_probabilities, result)
      select ${newcomer.id}, model_id, model_name, model_version, original_text, detected_type, confidence_score,
        analysis_type, language, processing_time, score, bias, word_contributions, class_probabilities, result
      from analyses where model_id = 'sentiment-pro' limit 1`);
  await insertAnalysis();
  const after = await get(url);
  expect(after.users_with_country).toBe(before + 1);
  expect(after.total_users).toBe(await directModelUsers('sentiment-pro'));

  // The same user again: the refresh only adds to an existing pair, so the kept figures stand.
  const kept = await version();
  await insertAnalysis();
  await app.inject({ method: 'POST', url: '/api/analytics/track_visit/', payload: { page_url: '/' } });
  expect((await get(url)).users_with_country).toBe(before + 1);
  expect(await version()).toBe(kept);
});
