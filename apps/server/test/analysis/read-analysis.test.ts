import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  analysisResultViewSchema,
  analysisSchema,
  analysisWordContributionsSchema,
  apiErrorSchema,
} from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';
import { analyze, TEXTS } from './fixtures';

let app: FastifyInstance;
let owner: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;
let ownedId: string;
let anonymousId: string;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app);
  other = await createUser(app);
  admin = await createUser(app, { role: 'admin' });
  ownedId = (await analyze(app, { text: TEXTS.happy }, { token: owner.access_token })).analysis_id;
  anonymousId = (await analyze(app, { text: TEXTS.food })).analysis_id;
});
afterAll(async () => {
  await app.close();
});

type Who = 'owner' | 'other' | 'admin' | 'anonymous';
async function get(path: string, who: Who) {
  const token = {
    owner: owner?.access_token,
    other: other?.access_token,
    admin: admin?.access_token,
    anonymous: undefined,
  }[who];
  return app.inject({ method: 'GET', url: `/api/analysis/analyses/${path}`, headers: token ? authHeader(token) : {} });
}

function expectError(res: Awaited<ReturnType<typeof get>>, status: number) {
  expect(res.statusCode).toBe(status);
  apiErrorSchema.parse(res.json());
}

describe('GET /api/analysis/analyses/{id}/', () => {
  it.each<[Who, number]>([
    ['owner', 200],
    ['admin', 200],
    ['other', 403],
    ['anonymous', 401],
  ])("a signed-in user's analysis, read by %s, answers %i", async (who, status) => {
    const res = await get(`${ownedId}/`, who);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(analysisSchema.parse(res.json()).id).toBe(ownedId);
    else apiErrorSchema.parse(res.json());
  });

  it.each<Who>(['anonymous', 'owner', 'other'])(
    'an anonymous analysis answers 403 to %s so the client falls back',
    async (who) => {
      expectError(await get(`${anonymousId}/`, who), 403);
    },
  );

  it('lets an admin read an anonymous analysis', async () => {
    expect((await get(`${anonymousId}/`, 'admin')).statusCode).toBe(200);
  });
});

describe('GET /api/analysis/analyses/{id}/get_anonymous_analysis/', () => {
  it.each<Who>(['anonymous', 'other', 'owner'])('answers an anonymous analysis to %s', async (who) => {
    const res = await get(`${anonymousId}/get_anonymous_analysis/`, who);
    expect(res.statusCode).toBe(200);
    expect(analysisSchema.parse(res.json())).toMatchObject({ id: anonymousId, user: null, original_text: TEXTS.food });
  });

  it.each<Who>(['anonymous', 'other', 'owner', 'admin'])(
    "answers 404 for a signed-in user's analysis to %s",
    async (who) => {
      expectError(await get(`${ownedId}/get_anonymous_analysis/`, who), 404);
    },
  );
});

describe.each(['word_contributions', 'result'])('GET /api/analysis/analyses/{id}/%s/', (view) => {
  it.each<[Who, number]>([
    ['owner', 200],
    ['admin', 200],
    ['other', 403],
    ['anonymous', 401],
  ])("a signed-in user's analysis, read by %s, answers %i", async (who, status) => {
    const res = await get(`${ownedId}/${view}/`, who);
    expect(res.statusCode).toBe(status);
    if (status !== 200) apiErrorSchema.parse(res.json());
  });

  it.each<Who>(['anonymous', 'other', 'owner', 'admin'])('an anonymous analysis answers %s', async (who) => {
    const res = await get(`${anonymousId}/${view}/`, who);
    expect(res.statusCode).toBe(200);
    const body =
      view === 'result'
        ? analysisResultViewSchema.parse(res.json())
        : analysisWordContributionsSchema.parse(res.json());
    expect(body.analysis_id).toBe(anonymousId);
  });
});

describe('unknown and malformed ids', () => {
  it.each(['', 'get_anonymous_analysis/', 'word_contributions/', 'result/'])(
    'answer 404 on /{id}/%s',
    async (suffix) => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1', "x'; drop table analyses; --"]) {
        expectError(await get(`${encodeURIComponent(id)}/${suffix}`, 'admin'), 404);
      }
    },
  );
});
