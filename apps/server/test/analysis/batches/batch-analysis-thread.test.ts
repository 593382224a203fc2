import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { BatchWriteResponse } from '@shobdo/contracts';
import { buildTestApp, createUser, type CreatedUser } from '../../helper';
import { batchRequests, COMMENTS } from './batch-requests';

// Two apps on databases of their own: one splits every request of two texts or more with the batch analysis
// thread (decision 0105), the other never starts it. A batch must come out the same from both.
let split: FastifyInstance;
let alone: FastifyInstance;
let splitOwner: CreatedUser;
let aloneOwner: CreatedUser;

beforeAll(async () => {
  [split, alone] = await Promise.all([
    buildTestApp({ batchThreadMinTexts: 2 }),
    buildTestApp({ batchThreadMinTexts: 0 }),
  ]);
  [splitOwner, aloneOwner] = await Promise.all([createUser(split), createUser(alone)]);
});
afterAll(async () => {
  await Promise.all([split.close(), alone.close()]);
});

const splitRequests = batchRequests(
  () => split,
  () => splitOwner,
);
const aloneRequests = batchRequests(
  () => alone,
  () => aloneOwner,
);

// Rejected texts in both halves, so that the second half's positions and errors follow the first's.
const TEXTS: unknown[] = [...COMMENTS, '', 'ami toke khub bhalobashi', 7, ...COMMENTS.slice(0, 2), '  '];

// Each row's analysis id is its own; everything else must match.
const comparable = (results: BatchWriteResponse['results']) =>
  results.map((row) => (row.status === 'ok' ? { ...row, analysis_id: '' } : row));

describe('a batch request analysed half on the batch analysis thread', () => {
  it('is not split while the thread loads its models, and answers the same rows once it is', async () => {
    expect(split.batchAnalysisThread.running).toBe(false);
    const first = await splitRequests.createBatch(splitOwner.access_token, TEXTS);
    await expect(split.batchAnalysisThread.warm()).resolves.toBe(true);
    const second = await splitRequests.createBatch(splitOwner.access_token, TEXTS);
    expect(split.batchAnalysisThread.takes(TEXTS.length)).toBe(true);
    const reference = await aloneRequests.createBatch(aloneOwner.access_token, TEXTS);
    expect(alone.batchAnalysisThread.running).toBe(false);

    expect(second.results.map((r) => r.position)).toEqual(TEXTS.map((_, i) => i));
    expect(second.results.filter((r) => r.status === 'error').map((r) => r.position)).toEqual([5, 7, 10]);
    expect(comparable(second.results)).toEqual(comparable(reference.results));
    expect(comparable(first.results)).toEqual(comparable(reference.results));
    expect(second.batch).toMatchObject({ total_rows: TEXTS.length, analysed_rows: TEXTS.length - 3 });

    // Stored as answered (rejected texts are not stored), read back in position order; more go after the last.
    const read = await splitRequests.send('GET', `${second.batch.id}/rows/`, splitOwner.access_token);
    expect(read.json().results).toEqual(second.results.filter((r) => r.status === 'ok'));
    const more = await splitRequests.send('POST', `${second.batch.id}/rows/`, splitOwner.access_token, {
      texts: TEXTS,
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().results.map((r: { position: number }) => r.position)).toEqual(
      TEXTS.map((_, i) => i + TEXTS.length),
    );
  });
});
