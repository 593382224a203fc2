import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, batchWriteResponseSchema, MAX_TEXT_LENGTH } from '@shobdo/contracts';
import type { CreatedUser } from '../../helper';
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

const { send, createBatch } = batchRequests(
  () => app,
  () => owner,
);

// `?results=errors` (decision 0097): the batch page counts a request's rows and reads them later.
describe('?results=errors on a batch write', () => {
  const TOO_LONG = 'ক'.repeat(MAX_TEXT_LENGTH + 1);

  it('answers only the rows not analysed, numbered in the batch, and stores the others as without it', async () => {
    const created = await send('POST', '?results=errors', owner.access_token, {
      texts: [COMMENTS[0], '', COMMENTS[1]],
      name: 'comments.csv',
    });
    expect(created.statusCode, created.body).toBe(200);
    const first = batchWriteResponseSchema.parse(created.json());
    expect(first.batch).toMatchObject({ total_rows: 3, analysed_rows: 2 });
    expect(first.results).toEqual([{ status: 'error', position: 1, error: expect.any(String) }]);

    const appended = await send('POST', `${first.batch.id}/rows/?results=errors`, owner.access_token, {
      texts: [COMMENTS[2], TOO_LONG, COMMENTS[3], COMMENTS[4]],
    });
    expect(appended.statusCode, appended.body).toBe(200);
    const second = batchWriteResponseSchema.parse(appended.json());
    expect(second.batch).toMatchObject({ total_rows: 7, analysed_rows: 5 });
    expect(second.results).toEqual([{ status: 'error', position: 4, error: expect.any(String) }]);

    // The rows left out of the answers are stored, and read as a request without the query answers them.
    const plain = await createBatch(owner.access_token, [
      COMMENTS[0],
      COMMENTS[1],
      COMMENTS[2],
      COMMENTS[3],
      COMMENTS[4],
    ]);
    const read = await send('GET', `${first.batch.id}/rows/`, owner.access_token);
    const rows = read.json().results as { position: number; text: string; prediction: string }[];
    expect(rows.map((r) => r.position)).toEqual([0, 2, 3, 5, 6]);
    expect(rows.map((r) => r.text)).toEqual(COMMENTS);
    const plainRows = plain.results.map((r) => (r.status === 'ok' ? r.prediction : null));
    expect(rows.map((r) => r.prediction)).toEqual(plainRows);
  });

  it('answers an empty list when every row was analysed, and every row when asked for all', async () => {
    const none = await send('POST', '?results=errors', owner.access_token, { texts: COMMENTS, name: 'all ok' });
    expect(batchWriteResponseSchema.parse(none.json()).results).toEqual([]);
    const all = await send('POST', '?results=all', owner.access_token, { texts: COMMENTS, name: 'all' });
    expect(batchWriteResponseSchema.parse(all.json()).results).toHaveLength(COMMENTS.length);
  });

  it('refuses any other value in plain words, and stores nothing', async () => {
    const before = (await send('GET', '', owner.access_token)).json().count as number;
    const res = await send('POST', '?results=some', owner.access_token, { texts: COMMENTS, name: 'bad' });
    expect(res.statusCode).toBe(400);
    // The house's 400: the catalogue's message, and the field's own in the details.
    expect(apiErrorSchema.parse(res.json()).details).toEqual({ results: ['results must be "all" or "errors"'] });
    expect((await send('GET', '', owner.access_token)).json().count).toBe(before);
  });
});
