import autocannon from 'autocannon';
import { verifyAccessToken } from '../apps/server/src/lib/access-token';
import { authenticateApiKey } from '../apps/server/src/services/api-keys/authenticate-api-key';
import { createApiKey } from '../apps/server/src/services/api-keys/create-api-key';
import { isSessionLive } from '../apps/server/src/services/auth/queries/session-check';
import { startSession } from '../apps/server/src/services/auth/sessions';
import type { BenchResult } from './lib/bench-types';
import { createBenchAccount, listenOnLoopback, startEmbeddedBenchApp } from './lib/embedded-bench-app';

/**
 * What an API key check costs next to a bearer token's (decision 0042; bar: under 0.5 ms more). Two views
 * on one embedded-database server:
 * - the checks alone, called in turn in-process (`CALLS` each, one of each in turn): the key's hash and
 *   lookup with its owner against the token's signature check and session lookup;
 * - POST analyze over HTTP with `X-Api-Key` against `Authorization: Bearer`, one connection at a time
 *   (so latency is the request's own, not a queue's), in alternating rounds, p50 and mean.
 */
const CALLS = 2000;
const ROUNDS = 3;
const SECONDS = 4;
const BAR_MS = 0.5;
const BODY = JSON.stringify({
  text: 'ভাই আপনার ভিডিওটা দেখে অনেক ভালো লাগলো, পরের পর্বের অপেক্ষায় রইলাম।',
  model_id: 'bangla-sentiment-v1',
  analysis_type: 'classification',
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timeCalls(fn: () => Promise<unknown>, calls: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

function load(url: string, headers: Record<string, string>) {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: BODY,
    connections: 1,
    duration: SECONDS,
    workers: 1,
  });
}

export default async function benchApiKeyCheck(): Promise<BenchResult> {
  const { app, secret, close } = await startEmbeddedBenchApp('keys', { apiKeyRateLimit: 1_000_000 });
  try {
    const row = await createBenchAccount(app, 'bench_keys');
    const session = await startSession({ db: app.db, secret }, row, false);
    const { key } = await createApiKey(app.db, row.id, 'bench');

    const keyCheck = () => authenticateApiKey(app.db, key);
    const tokenCheck = async () => {
      const user = await verifyAccessToken(session.access_token, secret);
      return user && isSessionLive(app.db, user.id, user.sessionId, user.role);
    };
    await timeCalls(keyCheck, 200);
    await timeCalls(tokenCheck, 200);
    // One of each in turn, so that the machine's changing load falls on both alike.
    const keyTimes: number[] = [];
    const tokenTimes: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      keyTimes.push(...(await timeCalls(keyCheck, 1)));
      tokenTimes.push(...(await timeCalls(tokenCheck, 1)));
    }

    const url = `${await listenOnLoopback(app)}/api/analysis/analyses/analyze/`;
    const withKey = { 'x-api-key': key };
    const withToken = { authorization: `Bearer ${session.access_token}` };
    await load(url, withKey);
    await load(url, withToken);
    const http = {
      key: { p50: [] as number[], mean: [] as number[] },
      token: { p50: [] as number[], mean: [] as number[] },
    };
    let failures = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, headers] of [
        ['key', withKey],
        ['token', withToken],
      ] as const) {
        const result = await load(url, headers);
        failures += result.errors + result.timeouts + result.non2xx;
        http[name].p50.push(result.latency.p50);
        http[name].mean.push(result.latency.average);
      }
    }
    const avg = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const inProcessAdded = median(keyTimes) - median(tokenTimes);
    const httpAddedMean = avg(http.key.mean) - avg(http.token.mean);
    return {
      title: `API key check vs bearer token (embedded PGlite; ${CALLS} checks each in-process, then analyze over HTTP, 1 connection, ${ROUNDS} x ${SECONDS} s each)`,
      rows: [
        { name: 'key check alone: median', value: median(keyTimes), unit: 'ms' },
        { name: 'token check alone: median', value: median(tokenTimes), unit: 'ms' },
        {
          name: 'key check adds over the token check (median, in-process)',
          value: inProcessAdded,
          unit: 'ms',
          target: `< ${BAR_MS} ms`,
          pass: inProcessAdded < BAR_MS,
        },
        { name: 'analyze with X-Api-Key: mean latency', value: avg(http.key.mean), unit: 'ms' },
        { name: 'analyze with Bearer: mean latency', value: avg(http.token.mean), unit: 'ms' },
        { name: 'analyze with X-Api-Key: p50 latency', value: avg(http.key.p50), unit: 'ms' },
        { name: 'analyze with Bearer: p50 latency', value: avg(http.token.p50), unit: 'ms' },
        {
          // Shown, not judged: on a shared machine rounds of the same header differ by tens of milliseconds.
          name: 'key adds to an analyze request (mean latency, HTTP)',
          value: httpAddedMean,
          unit: 'ms',
        },
        { name: 'errors and non-2xx answers', value: failures, unit: '', target: '0', pass: failures === 0 },
      ],
      details: { keyTimesMs: { p10: keyTimes.sort((a, b) => a - b)[CALLS / 10] }, http },
    };
  } finally {
    await close();
  }
}

// Run alone with `npx tsx bench/api-key-check.bench.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  benchApiKeyCheck().then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
