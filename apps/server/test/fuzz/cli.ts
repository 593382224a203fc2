/**
 * `npm run fuzz`: the long fuzz run. Builds the app on a fresh in-memory database (or a throwaway
 * PostgreSQL database when DATABASE_URL is set), signs in one account per role, and drives every
 * operation of the OpenAPI document with FUZZ_RUNS hostile requests (default 10,000) from seed
 * FUZZ_SEED. Prints a table per operation; exits 1 on any 5xx, hang or error body outside the shape.
 */
import { createApiKey } from '../../src/services/api-keys/create-api-key';
import { buildTestApp, createUser } from '../helper';
import { closePglitePool } from '../pglite-pool';
import { fuzzOperations } from './run-fuzz';

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const started = performance.now();

const app = await buildTestApp({ bodyLimit: 1024 * 1024 });
// Fresh accounts and tokens for every operation: a long run outlives a 15-minute access token.
const tokens = async () => {
  const user = await createUser(app, { role: 'user' });
  return {
    user: user.access_token,
    moderator: (await createUser(app, { role: 'moderator' })).access_token,
    admin: (await createUser(app, { role: 'admin' })).access_token,
    key: (await createApiKey(app.db, user.user.id, 'fuzz')).key,
  };
};
const only = process.env.FUZZ_ONLY || undefined;
console.log(`fuzz: ${runs} requests per operation, seed ${seed}`);
const results = await fuzzOperations(app, {
  runs,
  seed,
  tokens,
  only,
  onProgress: (_op, s) =>
    console.log(
      `${s.failure ? 'FAIL' : 'ok  '} ${s.operation.padEnd(56)} ${String(s.requests).padStart(6)} req  5xx ${s.serverErrors}  hangs ${s.hangs}  bad shapes ${s.badShapes}  max ${s.maxMs.toFixed(0)} ms  ${JSON.stringify(s.statuses)}`,
    ),
});
await app.close();
await closePglitePool();

const total = results.reduce((n, r) => n + r.requests, 0);
const failed = results.filter((r) => r.failure);
console.log(
  `\n${results.length} operations, ${total} requests in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
    `5xx ${results.reduce((n, r) => n + r.serverErrors, 0)}, hangs ${results.reduce((n, r) => n + r.hangs, 0)}, ` +
    `bad shapes ${results.reduce((n, r) => n + r.badShapes, 0)}`,
);
for (const r of failed) console.error(`\n${r.operation}\n${r.failure}`);
process.exit(failed.length > 0 ? 1 : 0);
