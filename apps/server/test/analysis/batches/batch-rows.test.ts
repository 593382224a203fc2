import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  BATCH_TOP_WORDS,
  batchDetailSchema,
  batchListResponseSchema,
  batchRowsResponseSchema,
  batchWriteResponseSchema,
} from '@shobdo/contracts';
import { analyses } from '../../../src/db/schema';
import { type CreatedUser } from '../../helper';
import { analyze } from '../fixtures';
import { buildAppWithUsers } from '../../app-with-users';
import { batchRequests, COMMENTS } from './batch-requests';

let app: FastifyInstance;
let owner: CreatedUser;

beforeAll(async () => {
  ({ app, owner } = await buildAppWithUsers());
});
afterAll(async () => {
  await app.close();
});

const { send, createBatch, readAnalysis } = batchRequests(
  () => app,
  () => owner,
);

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
