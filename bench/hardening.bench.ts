import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createAccount } from '../apps/server/src/services/users/accounts';
import { startSession } from '../apps/server/src/services/auth/sessions';
import { isSessionLive } from '../apps/server/src/services/auth/queries/session-check';
import type { BenchResult } from './lib/bench-types';
// app.db is declared by the database plugin.
import type {} from '../apps/server/src/plugins/database';

/**
 * What hardening costs (issue 17), on a real listening server with the embedded PGlite in a
 * temporary data folder:
 * - durable commits (SHOBDO_DURABILITY=durable, the default) against relaxed ones, with one
 *   connection (every analysis its own commit and fsync) and with 32 (the analysis writer's group
 *   commit shares one fsync among a batch);
 * - the session check on every signed-in request: the analyze endpoint signed in against
 *   anonymous, and the check's query alone.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const BODY = JSON.stringify({
  text: 'ভাই আপনার ভিডিওটা দেখে অনেক ভালো লাগলো, কিন্তু শেষের অংশটা আরেকটু পরিষ্কার করে বললে সবার বুঝতে সুবিধা হতো।',
  model_id: 'bangla-sentiment-v1',
  analysis_type: 'classification',
});

async function load(url: string, connections: number, seconds: number, token?: string) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: BODY,
    connections,
    duration: seconds,
  });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, p99: result.latency.p99, mean_ms: result.latency.mean };
}

async function withServer<T>(
  durability: 'durable' | 'relaxed',
  run: (base: string, token: string, app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'shobdo-bench-hardening-'));
  const app = await buildApp({
    config: {
      dataDir,
      databaseUrl: undefined,
      embeddedStorage: 'data-dir',
      durability,
      secret: randomBytes(32).toString('hex'),
      seedAdmin: false,
      logLevel: 'silent',
      webDistDir: join(dataDir, 'no-web-app'),
    },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no TCP address');
    const row = await createAccount(app.db, {
      username: 'bench',
      email: 'bench@example.com',
      password: 'bench-password-1',
      role: 'user',
      preferred_language: 'bn',
      age: null,
    });
    const session = await startSession({ db: app.db, secret: app.config.secret }, row, false);
    return await run(`http://127.0.0.1:${address.port}/api/analysis/analyses/analyze/`, session.access_token, app);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export default async function hardeningBench(): Promise<BenchResult> {
  const figures: Record<string, { rps: number; p99: number; mean_ms: number }> = {};
  let checkMicros = 0;
  let floorMicros = 0;
  for (const durability of ['relaxed', 'durable'] as const) {
    await withServer(durability, async (url, token, app) => {
      await load(url, 32, 2); // warm-up
      figures[`${durability} 1 conn`] = await load(url, 1, SECONDS);
      figures[`${durability} 32 conn`] = await load(url, 32, SECONDS);
      if (durability === 'durable') {
        figures['durable 32 conn signed in'] = await load(url, 32, SECONDS, token);
        const [, payload] = token.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        const n = 2000;
        const started = performance.now();
        for (let i = 0; i < n; i++) await isSessionLive(app.db, claims.sub, claims.sid, claims.role);
        checkMicros = ((performance.now() - started) * 1000) / n;
        // The floor any query pays: a round trip to the database thread with nothing to read.
        const floorStarted = performance.now();
        for (let i = 0; i < n; i++) await app.db.execute(sql`select 1`);
        floorMicros = ((performance.now() - floorStarted) * 1000) / n;
      }
    });
  }
  const perAnalysisMs = (rps: number) => 1000 / rps;
  const r = figures;
  return {
    title: 'Hardening costs: durable commits and the session check',
    rows: [
      { name: 'analyze, relaxed, 1 connection', value: r['relaxed 1 conn']!.rps, unit: 'req/s' },
      { name: 'analyze, durable, 1 connection', value: r['durable 1 conn']!.rps, unit: 'req/s' },
      {
        name: 'durable commit cost per analysis, 1 connection',
        value: perAnalysisMs(r['durable 1 conn']!.rps) - perAnalysisMs(r['relaxed 1 conn']!.rps),
        unit: 'ms',
      },
      { name: 'analyze, relaxed, 32 connections', value: r['relaxed 32 conn']!.rps, unit: 'req/s' },
      { name: 'analyze, durable, 32 connections (group commit)', value: r['durable 32 conn']!.rps, unit: 'req/s' },
      {
        name: 'durable commit cost per analysis, 32 connections',
        value: perAnalysisMs(r['durable 32 conn']!.rps) - perAnalysisMs(r['relaxed 32 conn']!.rps),
        unit: 'ms',
      },
      {
        name: 'analyze p99, durable, 32 connections',
        value: r['durable 32 conn']!.p99,
        unit: 'ms',
        target: '< 50 ms',
        pass: r['durable 32 conn']!.p99 < 50,
      },
      {
        name: 'analyze, durable, 32 connections, signed in',
        value: r['durable 32 conn signed in']!.rps,
        unit: 'req/s',
      },
      {
        name: 'signed-in request cost over anonymous (session check, owner write)',
        value: perAnalysisMs(r['durable 32 conn signed in']!.rps) - perAnalysisMs(r['durable 32 conn']!.rps),
        unit: 'ms',
      },
      { name: 'session check query alone (sequential)', value: checkMicros, unit: 'µs' },
      { name: 'round trip of `select 1` (sequential, the floor)', value: floorMicros, unit: 'µs' },
      { name: 'session check above the floor', value: checkMicros - floorMicros, unit: 'µs' },
    ],
    details: { figures, seconds: SECONDS },
  };
}
