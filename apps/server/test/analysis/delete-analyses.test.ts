import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { userSchema } from '@shobdo/contracts';
import { deleteAnalyses } from '../../src/services/analysis/queries/analyses';
import { authHeader, buildTestApp, createUser } from '../helper';
import { analyze, TEXTS } from './fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function readMe(token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/auth/user/', headers: authHeader(token) });
  return userSchema.parse(res.json());
}

describe('deleteAnalyses', () => {
  it("deletes the rows and recounts each owner's analysis count and last analysis", async () => {
    const owner = await createUser(app);
    const first = await analyze(app, { text: TEXTS.happy }, { token: owner.access_token });
    const second = await analyze(app, { text: TEXTS.food }, { token: owner.access_token });
    const third = await analyze(app, { text: TEXTS.weather }, { token: owner.access_token });
    const anonymous = await analyze(app, { text: TEXTS.weather });
    expect((await readMe(owner.access_token)).analysis_count).toBe(3);

    expect(
      await deleteAnalyses(app.db, [third.analysis_id, anonymous.analysis_id, '00000000-0000-4000-8000-000000000000']),
    ).toBe(2);
    const afterOne = await readMe(owner.access_token);
    expect(afterOne.analysis_count).toBe(2);
    expect(afterOne.last_analysis).toBe(second.timestamp);
    const gone = await app.inject({
      method: 'GET',
      url: `/api/analysis/analyses/${third.analysis_id}/`,
      headers: authHeader(owner.access_token),
    });
    expect(gone.statusCode).toBe(404);

    expect(await deleteAnalyses(app.db, [first.analysis_id, second.analysis_id])).toBe(2);
    const afterAll = await readMe(owner.access_token);
    expect(afterAll.analysis_count).toBe(0);
    expect(afterAll.last_analysis).toBeNull();
    expect(await deleteAnalyses(app.db, [])).toBe(0);
  });
});
