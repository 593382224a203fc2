import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { analyses, users } from '../../../src/db/schema';
import type { BatchRowToStore } from '../../../src/services/batch/analyse-batch-texts';
import { appendBatchRows, createBatch } from '../../../src/services/batch/queries/batches';
import { buildTestApp, createUser, type CreatedUser } from '../../helper';
import { analysisToStore } from '../fixtures';

let app: FastifyInstance;
let owner: CreatedUser;
let other: CreatedUser;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app);
  other = await createUser(app);
});
afterAll(async () => {
  await app.close();
});

function row(userId: string, batchId: string, batchPosition: number, processingTime = 1): BatchRowToStore {
  return {
    ...analysisToStore(userId),
    processingTime,
    result: {} as BatchRowToStore['result'],
    batchId,
    batchPosition,
    batchResult: 'en|',
  };
}

const newBatch = (userId: string) =>
  createBatch(app.db, {
    userId,
    name: 'rows.csv',
    modelId: 'shobdo-v1',
    modelName: 'Shobdo v1',
    analysisType: 'classification',
  });

// A row with a number JSON has no form for (NaN) must be stored like any other: positions after the
// batch's last, counts, the owner's count.
describe.each([
  ['one statement', 1],
  ['a row with NaN', Number.NaN],
])('appendBatchRows, %s', (_name, processingTime) => {
  it('numbers rows after the last position (rejected texts count), counts them and the owner', async () => {
    const user = await createUser(app);
    const batch = await newBatch(user.user.id);
    // Three texts sent, the middle one rejected: rows at request positions 0 and 2.
    const first = await appendBatchRows(app.db, batch, user.user.id, 3, [
      row(user.user.id, batch.id, 0),
      row(user.user.id, batch.id, 2, processingTime),
    ]);
    expect(first).toMatchObject({ id: batch.id, name: 'rows.csv', totalRows: 3, analysedRows: 2 });
    const second = await appendBatchRows(app.db, batch, user.user.id, 2, [
      row(user.user.id, batch.id, 0, processingTime),
      row(user.user.id, batch.id, 1),
    ]);
    expect(second).toMatchObject({ totalRows: 5, analysedRows: 4 });
    expect(second!.updatedAt.getTime()).toBeGreaterThanOrEqual(first!.updatedAt.getTime());

    const stored = await app.db
      .select({ position: analyses.batchPosition, time: analyses.processingTime })
      .from(analyses)
      .where(eq(analyses.batchId, batch.id))
      .orderBy(asc(analyses.batchPosition));
    expect(stored.map((r) => r.position)).toEqual([0, 2, 3, 4]);
    if (Number.isNaN(processingTime)) expect(stored.some((r) => Number.isNaN(r.time))).toBe(true);
    const [counted] = await app.db.select().from(users).where(eq(users.id, user.user.id));
    expect(counted?.analysisCount).toBe(4);
    expect(counted?.lastAnalysisAt).not.toBeNull();
  });

  it("stores nothing in another user's batch and answers undefined", async () => {
    const batch = await newBatch(owner.user.id);
    const answer = await appendBatchRows(app.db, batch, other.user.id, 1, [
      row(other.user.id, batch.id, 0, processingTime),
    ]);
    expect(answer).toBeUndefined();
    expect(await app.db.select().from(analyses).where(eq(analyses.batchId, batch.id))).toEqual([]);
    const [untouched] = await app.db.select().from(users).where(eq(users.id, other.user.id));
    expect(untouched?.analysisCount).toBe(0);
  });
});

it('appendBatchRows counts a request whose every text was rejected, and leaves the owner as they were', async () => {
  const user = await createUser(app);
  const batch = await newBatch(user.user.id);
  const answer = await appendBatchRows(app.db, batch, user.user.id, 4, []);
  expect(answer).toMatchObject({ totalRows: 4, analysedRows: 0 });
  const [untouched] = await app.db.select().from(users).where(eq(users.id, user.user.id));
  expect(untouched).toMatchObject({ analysisCount: 0, lastAnalysisAt: null });
});

it('gives concurrent appends to one batch distinct positions, none lost', async () => {
  const user = await createUser(app);
  const batch = await newBatch(user.user.id);
  await Promise.all(
    Array.from({ length: 8 }, () =>
      appendBatchRows(
        app.db,
        batch,
        user.user.id,
        3,
        [0, 1, 2].map((p) => row(user.user.id, batch.id, p)),
      ),
    ),
  );
  const stored = await app.db
    .select({ position: analyses.batchPosition })
    .from(analyses)
    .where(eq(analyses.batchId, batch.id))
    .orderBy(asc(analyses.batchPosition));
  expect(stored.map((r) => r.position)).toEqual(Array.from({ length: 24 }, (_, i) => i));
});
