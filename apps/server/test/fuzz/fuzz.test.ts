import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApiKey } from '../../src/services/api-keys/create-api-key';
import { buildTestApp, createUser } from '../helper';
import { fuzzOperations } from './run-fuzz';

/**
 * The short, seeded fuzz run of the unit suite: every operation of the OpenAPI document gets
 * generated hostile requests (anonymous, each role, a forged token, a valid API key); none may answer 5xx, hang or
 * leave the one error shape. `npm run fuzz` runs the long version (see test/fuzz/README.md).
 */
const RUNS = Number(process.env.FUZZ_TEST_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ bodyLimit: 1024 * 1024 });
});
afterAll(() => app.close());

test(`${RUNS} hostile requests per operation, seed ${SEED}`, { timeout: 120_000 }, async () => {
  const user = await createUser(app, { role: 'user' });
  const tokens = {
    user: user.access_token,
    moderator: (await createUser(app, { role: 'moderator' })).access_token,
    admin: (await createUser(app, { role: 'admin' })).access_token,
    key: (await createApiKey(app.db, user.user.id, 'fuzz')).key,
  };
  const results = await fuzzOperations(app, { runs: RUNS, seed: SEED, tokens, hangMs: 20_000 });
  expect(results.length).toBeGreaterThan(10);
  const failures = results.filter((r) => r.failure).map((r) => `${r.operation}\n${r.failure}`);
  expect(failures).toEqual([]);
  for (const r of results) expect(r.requests, r.operation).toBe(RUNS);
});
