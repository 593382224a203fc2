import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  analysisSchema,
  apiErrorSchema,
  BATCH_MAX_TEXTS,
  BATCH_TOP_WORDS,
  batchDetailSchema,
  batchListResponseSchema,
  batchRowsResponseSchema,
  batchWriteResponseSchema,
  MAX_TEXT_LENGTH,
} from '@shobdo/contracts';
import { analyses, analysisBatches, users } from '../../../src/db/schema';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../../helper';
import { analyze, TEXTS } from '../fixtures';

let app: FastifyInstance;
let owner: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app);
  other = await createUser(app);
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app.close();
});

const COMMENTS = [
  TEXTS.happy,
  TEXTS.food,
  TEXTS.weather,
  'তোকে মেরে ফেলব, সাবধানে থাকিস',
  'এই ভিডিওটা দেখে খুব হাসি পেল',
];

function send(method: 'GET' | 'POST' | 'DELETE', url: string, token: string | undefined, payload?: unknown) {
  return app.inject({
    method,
    url: `/api/analysis/batches/${url}`,
    headers: token ? authHeader(token) : {},
    payload: payload as object,
  });
}

async function createBatch(token: string, texts: unknown[], extra: Record<string, unknown> = {}) {
  const res = await send('POST', '', token, { texts, name: 'comments.csv', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return batchWriteResponseSchema.parse(res.json());
}

/** GET /api/analysis/analyses/{id}/ as the owner, parsed. */
async function readAnalysis(id: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/analysis/analyses/${id}/`,
    headers: authHeader(owner.access_token),
  });
  return analysisSchema.parse(res.json());
}

describe('POST /api/analysis/batches/', () => {
  it('answers one result per text in order, each as the single analyze endpoint classifies it', async () => {
    const answer = await createBatch(owner.access_token, COMMENTS);
    expect(answer.batch).toMatchObject({
      name: 'comments.csv',
      model_id: 'bangla-sentiment-v1',
      total_rows: 5,
      analysed_rows: 5,
    });
    expect(answer.results.map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
    for (const [i, row] of answer.results.entries()) {
      if (row.status !== 'ok') throw new Error('row failed');
      const single = await analyze(app, { text: COMMENTS[i] as string });
      expect(row.text).toBe(COMMENTS[i]);
      expect(row.prediction).toBe(single.prediction);
      expect(row.confidence).toBe(single.confidence);
      expect(row.warnings).toEqual(single.warnings);
      // Stored to hundredths of a percentage point (decision 0037).
      expect(row.class_probabilities.map((p) => p.label)).toEqual(single.class_probabilities.map((p) => p.label));
      row.class_probabilities.forEach((p, c) =>
        expect(p.confidence).toBeCloseTo(single.class_probabilities[c]?.confidence ?? NaN, 2),
      );
      const expected = single.word_contributions.slice(0, BATCH_TOP_WORDS);
      expect(row.top_words.map((w) => w.word)).toEqual(expected.map((w) => w.word));
      row.top_words.forEach((w, k) => expect(w.contribution).toBeCloseTo(expected[k]?.contribution ?? NaN, 2));
    }
    // Read back, the rows are what the write answered.
    const read = await app.inject({
      method: 'GET',
      url: `/api/analysis/batches/${answer.batch.id}/rows/`,
      headers: { authorization: `Bearer ${owner.access_token}` },
    });
    expect(read.json().results).toEqual(answer.results);
  });

  it('warns of a row in a writing the model does not read, as a single analysis does', async () => {
    const answer = await createBatch(owner.access_token, ['You are such a stupid idiot']);
    const [row] = answer.results;
    if (row?.status !== 'ok') throw new Error('row failed');
    expect(row.warnings.map((w) => w.code)).toContain('unsupported_language');
    expect(row.warnings[0]?.message.bn).toMatch(/ইংরেজি/);
  });

  it('reads a romanized row as a single analysis does: the notice, and top words as the user typed them', async () => {
    const text = 'ami tore khun korbo';
    const answer = await createBatch(owner.access_token, [text]);
    const [row] = answer.results;
    if (row?.status !== 'ok') throw new Error('row failed');
    const single = await analyze(app, { text });
    expect(row.prediction).toBe(single.prediction);
    expect(row.warnings.map((w) => w.code)).toContain('romanized_input');
    expect(row.top_words.map((w) => w.word)).toContain('khun');
    for (const w of row.top_words) expect(text).toContain(w.word);
  });

  it('reports an empty, blank, over-long or non-text row for that row and stores the others', async () => {
    const texts = [TEXTS.happy, '', '\u200c \u200d', 'ক'.repeat(MAX_TEXT_LENGTH + 1), 42, null, TEXTS.food];
    const answer = await createBatch(owner.access_token, texts);
    expect(answer.results.map((r) => (r.status === 'ok' ? 'ok' : r.error))).toEqual([
      'ok',
      'Text cannot be empty',
      'Text cannot be empty',
      `Text is too long. Maximum ${MAX_TEXT_LENGTH} characters allowed.`,
      'Text must be a string.',
      'Text cannot be empty',
      'ok',
    ]);
    expect(answer.batch).toMatchObject({ total_rows: 7, analysed_rows: 2 });
  });

  it('refuses more than the documented number of texts, none, a bad model and a wrong body with a 400', async () => {
    const cases = [
      { texts: Array.from({ length: BATCH_MAX_TEXTS + 1 }, () => 'ক') },
      { texts: [] },
      { texts: 'one text' },
      { texts: ['ক'], model_id: 'no-such-model' },
      { texts: ['ক'], model_id: 'spam-detector' },
      { texts: ['ক'], surprise: true },
    ];
    for (const payload of cases) {
      const res = await send('POST', '', owner.access_token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      apiErrorSchema.parse(res.json());
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/analysis/batches/',
      headers: { ...authHeader(owner.access_token), 'content-type': 'application/json' },
      payload: '{"texts": ["ক",',
    });
    expect(malformed.statusCode).toBe(400);
    apiErrorSchema.parse(malformed.json());
  });

  it('accepts a full request of 1,000 texts', async () => {
    const texts = Array.from({ length: BATCH_MAX_TEXTS }, (_, i) => `${COMMENTS[i % COMMENTS.length]} ${i}`);
    const answer = await createBatch(owner.access_token, texts);
    expect(answer.results).toHaveLength(BATCH_MAX_TEXTS);
    expect(answer.batch.analysed_rows).toBe(BATCH_MAX_TEXTS);
  });

  it('is for signed-in users only', async () => {
    const res = await send('POST', '', undefined, { texts: ['ক'] });
    expect(res.statusCode).toBe(401);
    apiErrorSchema.parse(res.json());
  });
});

describe('appending, reading and paging a batch', () => {
  it('numbers appended rows after the last, pages them in order and filters by class and confidence', async () => {
    const first = await createBatch(owner.access_token, COMMENTS.slice(0, 3), {
      model_id: 'sentiment-pro',
      analysis_type: 'sentiment',
    });
    const id = first.batch.id;
    const appended = await send('POST', `${id}/rows/`, owner.access_token, { texts: ['', ...COMMENTS.slice(3)] });
    expect(appended.statusCode, appended.body).toBe(200);
    const more = batchWriteResponseSchema.parse(appended.json());
    expect(more.results.map((r) => [r.position, r.status])).toEqual([
      [3, 'error'],
      [4, 'ok'],
      [5, 'ok'],
    ]);
    expect(more.batch).toMatchObject({ total_rows: 6, analysed_rows: 5 });

    const page1 = batchRowsResponseSchema.parse(
      (await send('GET', `${id}/rows/?page_size=2`, owner.access_token)).json(),
    );
    const page3 = batchRowsResponseSchema.parse(
      (await send('GET', `${id}/rows/?page_size=2&page=3`, owner.access_token)).json(),
    );
    expect(page1.count).toBe(5);
    expect(page1.results.map((r) => r.position)).toEqual([0, 1]);
    expect(page3.results.map((r) => r.position)).toEqual([5]);

    const detail = batchDetailSchema.parse((await send('GET', `${id}/`, owner.access_token)).json());
    expect(detail.class_counts.reduce((sum, c) => sum + c.count, 0)).toBe(5);
    const [top] = detail.class_counts;
    const byLabel = batchRowsResponseSchema.parse(
      (await send('GET', `${id}/rows/?label=${top!.label}`, owner.access_token)).json(),
    );
    expect(byLabel.count).toBe(top!.count);
    expect(byLabel.results.every((r) => r.prediction === top!.label)).toBe(true);
    const all = batchRowsResponseSchema.parse((await send('GET', `${id}/rows/`, owner.access_token)).json());
    const threshold = all.results.map((r) => r.confidence).sort((a, b) => a - b)[2]!;
    const confident = batchRowsResponseSchema.parse(
      (await send('GET', `${id}/rows/?min_confidence=${threshold}`, owner.access_token)).json(),
    );
    expect(confident.count).toBe(all.results.filter((r) => r.confidence >= threshold).length);
    // Most confident first, ties in the order sent; an unknown order is a 400.
    const byConfidence = batchRowsResponseSchema.parse(
      (await send('GET', `${id}/rows/?order=confidence`, owner.access_token)).json(),
    );
    expect(byConfidence.results.map((r) => r.position)).toEqual(
      [...all.results].sort((a, b) => b.confidence - a.confidence || a.position - b.position).map((r) => r.position),
    );
    expect((await send('GET', `${id}/rows/?order=random`, owner.access_token)).statusCode).toBe(400);

    const bad = await send('GET', `${id}/rows/?page_size=5000`, owner.access_token);
    expect(bad.statusCode).toBe(400);
    const list = batchListResponseSchema.parse((await send('GET', '', owner.access_token)).json());
    expect(list.results.map((b) => b.id)).toContain(id);
  });

  it('gives a batch row its full explanation back when the analysis is read, as the analyze endpoint stored it', async () => {
    const text = 'তুই একটা বাজে লোক, তোকে মেরে ফেলব, তোর মতো মানুষ এই দেশে থাকার যোগ্য না';
    const answer = await createBatch(owner.access_token, [text]);
    const row = answer.results[0]!;
    if (row.status !== 'ok') throw new Error('row failed');
    const [stored] = await app.db.select().from(analyses).where(eq(analyses.id, row.analysis_id));
    expect(stored?.batchId).toBe(answer.batch.id);
    // Compact (decision 0037): no JSON explanation, the probabilities and top words in batch_result.
    expect(stored?.wordContributions).toEqual([]);
    expect(stored?.classProbabilities).toEqual([]);
    expect(JSON.parse(stored?.batchResult ?? '{}').w).toHaveLength(BATCH_TOP_WORDS);

    const single = await analyze(app, { text }, { token: owner.access_token });
    const full = await readAnalysis(row.analysis_id);
    expect(full.word_contributions).toEqual(single.word_contributions);
    expect(full.word_contributions.length).toBeGreaterThan(BATCH_TOP_WORDS);
    expect(full.class_probabilities).toEqual(single.class_probabilities);
    expect(full.warnings).toEqual(single.warnings);
    expect(full.result.summary).toBe(single.summary);
    const singleStored = await readAnalysis(single.analysis_id);
    expect(full.result.keywords).toEqual(singleStored.result.keywords);
    expect(full.result.metadata.summaries).toEqual(singleStored.result.metadata.summaries);

    // After a model upgrade the row can no longer be recomputed: it answers what it stored.
    await app.db.update(analyses).set({ modelVersion: '0.0.0-old' }).where(eq(analyses.id, row.analysis_id));
    const old = await readAnalysis(row.analysis_id);
    expect(old.class_probabilities).toEqual(row.class_probabilities);
    expect(old.word_contributions.map((w) => ({ word: w.word, contribution: w.contribution }))).toEqual(row.top_words);
  });
});

describe('ownership, admin visibility and deletion', () => {
  it('hides a batch from another user (404 to read, page, append or delete) and shows it to an admin', async () => {
    const { batch, results } = await createBatch(owner.access_token, COMMENTS.slice(0, 2));
    const first = results[0]!;
    for (const [method, url, payload] of [
      ['GET', `${batch.id}/`],
      ['GET', `${batch.id}/rows/`],
      ['POST', `${batch.id}/rows/`, { texts: ['ক'] }],
      ['DELETE', `${batch.id}/`],
    ] as const) {
      const res = await send(method, url, other.access_token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      apiErrorSchema.parse(res.json());
    }
    const rowOfOther = await app.inject({
      method: 'GET',
      url: `/api/analysis/analyses/${first.status === 'ok' ? first.analysis_id : ''}/`,
      headers: authHeader(other.access_token),
    });
    expect(rowOfOther.statusCode).toBe(403);
    expect(
      batchListResponseSchema.parse((await send('GET', '', other.access_token)).json()).results.map((b) => b.id),
    ).not.toContain(batch.id);

    expect((await send('GET', `${batch.id}/`, admin.access_token)).statusCode).toBe(200);
    expect(
      batchRowsResponseSchema.parse((await send('GET', `${batch.id}/rows/`, admin.access_token)).json()).count,
    ).toBe(2);
    const adminRead = await app.inject({
      method: 'GET',
      url: `/api/analysis/analyses/${first.status === 'ok' ? first.analysis_id : ''}/`,
      headers: authHeader(admin.access_token),
    });
    expect(adminRead.statusCode).toBe(200);
    // Only the owner adds to a batch, even an admin gets 404.
    expect((await send('POST', `${batch.id}/rows/`, admin.access_token, { texts: ['ক'] })).statusCode).toBe(404);
    expect((await send('GET', 'not-a-uuid/', owner.access_token)).statusCode).toBe(404);
  });

  it("keeps batch rows out of the user's History (they are read on the batch's page)", async () => {
    const user = await createUser(app);
    const single = await app.inject({
      method: 'POST',
      url: '/api/analysis/analyses/analyze/',
      headers: authHeader(user.access_token),
      payload: { text: 'তুমি খুব ভালো মানুষ' },
    });
    expect(single.statusCode, single.body).toBe(200);
    await createBatch(user.access_token, COMMENTS);
    const history = await app.inject({
      method: 'GET',
      url: '/api/analysis/history/',
      headers: authHeader(user.access_token),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ count: 1 });
    expect(history.json().results[0].original_text).toBe('তুমি খুব ভালো মানুষ');
  });

  it('deletes a batch with its analyses and recounts the owner', async () => {
    const user = await createUser(app);
    const { batch } = await createBatch(user.access_token, COMMENTS);
    const countOf = async () => (await app.db.select().from(users).where(eq(users.id, user.user.id)))[0]?.analysisCount;
    expect(await countOf()).toBe(5);
    const res = await send('DELETE', `${batch.id}/`, user.access_token);
    expect(res.statusCode).toBe(204);
    expect(await countOf()).toBe(0);
    expect(await app.db.select().from(analyses).where(eq(analyses.batchId, batch.id))).toEqual([]);
    expect((await send('GET', `${batch.id}/`, user.access_token)).statusCode).toBe(404);
    expect((await send('DELETE', `${batch.id}/`, user.access_token)).statusCode).toBe(404);
    expect((await send('POST', `${batch.id}/rows/`, user.access_token, { texts: COMMENTS })).statusCode).toBe(404);
    expect(await countOf()).toBe(0);
  });

  it('answers 404 and stores nothing when a batch being filled is deleted elsewhere (another server process)', async () => {
    const user = await createUser(app);
    const { batch } = await createBatch(user.access_token, COMMENTS);
    // The batch is now known to this process; another process deletes it behind its back.
    const appended = await send('POST', `${batch.id}/rows/`, user.access_token, { texts: COMMENTS });
    expect(appended.statusCode, appended.body).toBe(200);
    await app.db.delete(analysisBatches).where(eq(analysisBatches.id, batch.id));
    const before = await app.db.select().from(users).where(eq(users.id, user.user.id));

    const res = await send('POST', `${batch.id}/rows/`, user.access_token, { texts: COMMENTS });
    expect(res.statusCode, res.body).toBe(404);
    apiErrorSchema.parse(res.json());
    expect(await app.db.select().from(analyses).where(eq(analyses.batchId, batch.id))).toEqual([]);
    expect(await app.db.select().from(users).where(eq(users.id, user.user.id))).toEqual(before);
  });
});

describe('rate limit', () => {
  it('allows SHOBDO_BATCH_RATE_LIMIT batch requests a minute per user, then answers 429; another user is not counted', async () => {
    const limited = await buildTestApp({ batchRateLimit: 2 });
    try {
      const a = await createUser(limited);
      const b = await createUser(limited);
      const post = (token: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/analysis/batches/',
          headers: authHeader(token),
          payload: { texts: ['ক'] },
        });
      expect((await post(a.access_token)).statusCode).toBe(200);
      expect((await post(a.access_token)).statusCode).toBe(200);
      const third = await post(a.access_token);
      expect(third.statusCode).toBe(429);
      apiErrorSchema.parse(third.json());
      expect((await post(b.access_token)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
