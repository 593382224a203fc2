import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { analyses, users } from '../../src/db/schema';
import { AnalysisWriter } from '../../src/services/analysis/analysis-writer';
import { authHeader, buildTestApp, createUser } from '../helper';
import { analysisToStore, TEXTS } from './fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('AnalysisWriter', () => {
  it('stores concurrent rows in batches and counts each user once per row', async () => {
    const owner = await createUser(app);
    const writer = new AnalysisWriter(app.db, 4);
    const rows = Array.from({ length: 10 }, (_, i) =>
      analysisToStore(i % 2 === 0 ? owner.user.id : null, new Date(Date.UTC(2026, 0, 1 + i))),
    );
    await Promise.all(rows.map((row) => writer.write(row)));
    const stored = await app.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(
        inArray(
          analyses.id,
          rows.map((r) => r.id),
        ),
      );
    expect(stored).toHaveLength(10);
    const [user] = await app.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(user?.analysisCount).toBe(5);
    expect(user?.lastAnalysisAt?.toISOString()).toBe('2026-01-09T00:00:00.000Z');
  });

  it('fails only the bad row of a batch', async () => {
    const writer = new AnalysisWriter(app.db);
    const good = [analysisToStore(null), analysisToStore(null)];
    const bad = analysisToStore(randomUUID()); // no such user: the foreign key refuses it
    const outcomes = await Promise.allSettled([writer.write(good[0]!), writer.write(bad), writer.write(good[1]!)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await app.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(
        inArray(
          analyses.id,
          [...good, bad].map((r) => r.id),
        ),
      );
    expect(stored.map((s) => s.id).sort()).toEqual(good.map((r) => r.id).sort());
  });

  it('stores rows written while the answers of the last insert go out', async () => {
    const writer = new AnalysisWriter(app.db);
    const first = analysisToStore(null);
    const second = analysisToStore(null);
    const third = analysisToStore(null);
    // second is written while first's insert runs (the next insert, started before first answers), third
    // when first has answered and nothing else is pending (the writer looks again after answering).
    let afterFirst: Promise<void> | undefined;
    const firstStored = writer.write(first).then(() => {
      afterFirst = writer.write(third);
    });
    await new Promise((resolve) => setImmediate(resolve));
    const secondStored = writer.write(second);
    await Promise.all([firstStored, secondStored]);
    await afterFirst;
    const stored = await app.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(inArray(analyses.id, [first.id, second.id, third.id]));
    expect(stored.map((s) => s.id).sort()).toEqual([first.id, second.id, third.id].sort());
  });

  it('keeps every concurrent analysis of one user through the API', async () => {
    const owner = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/analysis/analyses/analyze/',
          payload: { text: TEXTS.food },
          headers: authHeader(owner.access_token),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    const history = await app.inject({
      method: 'GET',
      url: '/api/analysis/history/',
      headers: authHeader(owner.access_token),
    });
    expect(history.json()).toMatchObject({ count: 12 });
    const me = await app.inject({ method: 'GET', url: '/api/auth/user/', headers: authHeader(owner.access_token) });
    expect(me.json()).toMatchObject({ analysis_count: 12 });
  });
});
