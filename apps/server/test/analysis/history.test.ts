import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, historyResponseSchema } from '@shobdo/contracts';
import { analyses } from '../../src/db/schema';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';
import { analyze, TEXTS } from './fixtures';

let app: FastifyInstance;
let owner: CreatedUser;
let other: CreatedUser;
/** The owner's analyses as created: text, detected type and the created_at each is moved to. */
const made: { id: string; text: string; type: string; createdAt: string }[] = [];

// Fixed dates, so that the date filters are tested against known rows and not against "now".
const PLAN = [
  { text: TEXTS.happy, createdAt: '2026-03-01T08:00:00.000Z' },
  { text: TEXTS.food, createdAt: '2026-03-02T23:59:59.000Z' },
  { text: TEXTS.weather, createdAt: '2026-03-03T00:00:00.000Z' },
  { text: `${TEXTS.happy} 100% খাঁটি_কথা`, createdAt: '2026-03-05T12:00:00.000Z' },
  { text: TEXTS.food.toUpperCase() + ' Good FOOD', createdAt: '2026-03-07T12:00:00.000Z' },
];

beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app);
  other = await createUser(app);
  for (const step of PLAN) {
    const result = await analyze(app, { text: step.text }, { token: owner.access_token });
    await app.db
      .update(analyses)
      .set({ createdAt: new Date(step.createdAt) })
      .where(eq(analyses.id, result.analysis_id));
    made.push({ id: result.analysis_id, text: step.text, type: result.prediction, createdAt: step.createdAt });
  }
  await analyze(app, { text: TEXTS.weather }, { token: other.access_token });
  await analyze(app, { text: TEXTS.weather });
});
afterAll(async () => {
  await app.close();
});

async function history(query = '', signedIn = true) {
  const headers = signedIn ? authHeader(owner.access_token) : {};
  return app.inject({ method: 'GET', url: `/api/analysis/history/${query}`, headers });
}
async function historyOk(query = '') {
  const res = await history(query);
  expect(res.statusCode).toBe(200);
  return historyResponseSchema.parse(res.json());
}
const newestFirst = () => [...made].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

describe('GET /api/analysis/history/', () => {
  it('needs a signed-in user', async () => {
    const res = await history('', false);
    expect(res.statusCode).toBe(401);
    apiErrorSchema.parse(res.json());
  });

  it('answers 401, not 400, to an anonymous caller with a bad query', async () => {
    const res = await history('?page=0&page_size=nope&date_from=yesterday', false);
    expect(res.statusCode).toBe(401);
  });

  it("lists only the user's own analyses, newest first, with the default page", async () => {
    const page = await historyOk();
    expect(page.results.map((r) => r.id)).toEqual(newestFirst().map((m) => m.id));
    expect(page).toMatchObject({ count: 5, page: 1, page_size: 100, total_pages: 1 });
    expect(page.results[0]).toMatchObject({
      original_text: newestFirst()[0]?.text,
      created_at: newestFirst()[0]?.createdAt,
    });
  });

  it('pages without overlap', async () => {
    const first = await historyOk('?page=1&page_size=2');
    const second = await historyOk('?page=2&page_size=2');
    const third = await historyOk('?page=3&page_size=2');
    const beyond = await historyOk('?page=4&page_size=2');
    expect(first).toMatchObject({ count: 5, page: 1, page_size: 2, total_pages: 3 });
    const ids = [...first.results, ...second.results, ...third.results].map((r) => r.id);
    expect(ids).toEqual(newestFirst().map((m) => m.id));
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(5);
  });

  it('searches the text case-insensitively and takes % and _ literally', async () => {
    expect((await historyOk(`?search=${encodeURIComponent('good food')}`)).results.map((r) => r.id)).toEqual([
      made[4]?.id,
    ]);
    expect((await historyOk(`?search=${encodeURIComponent('ইলিশ')}`)).count).toBe(2);
    expect((await historyOk(`?search=${encodeURIComponent('100%')}`)).results.map((r) => r.id)).toEqual([made[3]?.id]);
    expect((await historyOk(`?search=${encodeURIComponent('_')}`)).results.map((r) => r.id)).toEqual([made[3]?.id]);
    expect((await historyOk('?search=')).count).toBe(5);
  });

  it('finds Bengali by its letters across encodings, as the web History and the admin searches do', async () => {
    // য় typed as one character (U+09DF) or as য + nukta, and a word with a zero-width non-joiner inside.
    const reader = await createUser(app);
    const composed = 'আবহাওয়া আজ ভালো'.normalize('NFC').replace(/\u09AF\u09BC/g, '\u09DF');
    const decomposed = 'আবহাওয়া আজ ভালো'.normalize('NFD');
    const joined = 'ভাই\u200Cটা খুব ভালো';
    const ids: string[] = [];
    for (const text of [composed, joined]) {
      ids.push((await analyze(app, { text }, { token: reader.access_token })).analysis_id);
    }
    const search = async (text: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/analysis/history/?search=${encodeURIComponent(text)}`,
        headers: authHeader(reader.access_token),
      });
      expect(res.statusCode).toBe(200);
      return historyResponseSchema.parse(res.json()).results.map((r) => r.id);
    };
    expect(composed).not.toBe(decomposed);
    expect(await search(decomposed.split(' ')[0]!)).toEqual([ids[0]]);
    expect(await search(composed.split(' ')[0]!)).toEqual([ids[0]]);
    expect(await search('ভাইটা')).toEqual([ids[1]]);
    expect(await search('ভাই\u200Cটা')).toEqual([ids[1]]);
    // An all-invisible search filters nothing, as in the admin lists.
    expect(await search('\u200C')).toHaveLength(2);
  });

  it('answers a NUL character in the filters with no match, not a server error', async () => {
    expect((await historyOk('?search=%00')).count).toBe(0);
    expect((await historyOk('?type=%00')).count).toBe(0);
  });

  it('filters by detected type', async () => {
    for (const type of new Set(made.map((m) => m.type))) {
      const page = await historyOk(`?type=${type}`);
      expect(page.count).toBe(made.filter((m) => m.type === type).length);
      expect(page.results.every((r) => r.detected_type === type)).toBe(true);
    }
    expect((await historyOk('?type=no_such_type')).count).toBe(0);
    const bullying = made.filter((m) => m.type !== 'not_bully').length;
    expect((await historyOk('?type=bully')).count).toBe(bullying);
  });

  it('filters by whole UTC days, both ends included', async () => {
    const days = await historyOk('?date_from=2026-03-02&date_to=2026-03-03');
    expect(days.results.map((r) => r.id)).toEqual([made[2]?.id, made[1]?.id]);
    expect((await historyOk('?date_from=2026-03-05')).count).toBe(2);
    expect((await historyOk('?date_to=2026-03-01')).count).toBe(1);
  });

  it('filters by exact instants', async () => {
    const page = await historyOk(
      `?date_from=${encodeURIComponent('2026-03-03T06:00:00+06:00')}&date_to=${encodeURIComponent('2026-03-05T12:00:00Z')}`,
    );
    // From 00:00Z on the 3rd (inclusive) to 12:00Z on the 5th (exclusive).
    expect(page.results.map((r) => r.id)).toEqual([made[2]?.id]);
  });

  it.each(['?page=0', '?page=abc', '?page_size=501', '?page_size=0', '?date_from=yesterday', '?date_to=2026-13-01'])(
    'refuses %s with 400',
    async (query) => {
      const res = await history(query);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).details).toBeDefined();
    },
  );

  it('accepts the largest page size', async () => {
    expect((await historyOk('?page_size=500')).page_size).toBe(500);
  });
});
