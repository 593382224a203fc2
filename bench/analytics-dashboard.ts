/**
 * npm run bench:analytics [-- --users N --analyses N --visits N --days N --calls N] [-- --pglite]
 *
 * The admin analytics under realistic volume. By default it starts its own PostgreSQL 15 (the README's
 * recipe, port 55443 or BENCH_PG_PORT, data in /tmp/shobdo-bench-analytics-pg, stopped at the end), fills a fresh database
 * with `generateDemoData` (what `npm run demo-data` runs) at 100,000 users, 1,000,000 analyses and
 * 5,000,000 visits over 365 days, then calls every analytics endpoint through the app (inject, admin
 * token) `--calls` times and reports p50 and p95 per endpoint and for the whole dashboard load (the
 * page's calls together). Bar: p95 < 200 ms per endpoint. `--pglite` runs the same against the embedded
 * database in a temporary folder (use smaller counts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { startSession } from '../apps/server/src/services/auth/sessions';
import { createAccount } from '../apps/server/src/services/users/accounts';
import { generateDemoData } from '../apps/server/src/services/analytics/queries/generate-demo-data';
import { queryRows } from '../apps/server/src/db/query-rows';
import { sql } from 'drizzle-orm';
// The app's decorations (app.db, app.config) come with the plugins' type declarations.
import type {} from '../apps/server/src/plugins/database';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const PG_DIR = '/tmp/shobdo-bench-analytics-pg';
// BENCH_PG_PORT lets two engineers run it side by side on one machine.
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55443);
const BAR_MS = 200;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const usePglite = process.argv.includes('--pglite');
// Keep the database of the previous PostgreSQL run and skip seeding (measure again without 15 minutes of seeding).
const reuse = process.argv.includes('--reuse');
const counts = {
  users: option('users', 100_000),
  analyses: option('analyses', 1_000_000),
  visits: option('visits', 5_000_000),
  days: option('days', 365),
};
const CALLS = option('calls', 30);

function startPostgres(): () => void {
  mkdirSync(PG_DIR, { recursive: true });
  execFileSync('chown', ['postgres', PG_DIR]);
  if (!existsSync(join(PG_DIR, 'data'))) {
    execFileSync(
      'runuser',
      ['-u', 'postgres', '--', `${PG_BIN}/initdb`, '-D', `${PG_DIR}/data`, '-U', 'app', '--auth=trust', '-E', 'UTF8'],
      { stdio: 'ignore' },
    );
  }
  // A server already running on the folder (started by hand for EXPLAINs) is used as it is, and left running.
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/pg_ctl`, '-D', `${PG_DIR}/data`, 'status'], {
      stdio: 'ignore',
    });
    return () => {};
  } catch {
    // not running: start it below
  }
  execFileSync(
    'runuser',
    [
      '-u',
      'postgres',
      '--',
      `${PG_BIN}/pg_ctl`,
      '-D',
      `${PG_DIR}/data`,
      '-l',
      `${PG_DIR}/log`,
      '-o',
      `-p ${PG_PORT} -c listen_addresses=127.0.0.1 -k ${PG_DIR}`,
      '-w',
      'start',
    ],
    { stdio: 'ignore' },
  );
  return () =>
    execFileSync(
      'runuser',
      ['-u', 'postgres', '--', `${PG_BIN}/pg_ctl`, '-D', `${PG_DIR}/data`, '-m', 'fast', '-w', 'stop'],
      { stdio: 'ignore' },
    );
}

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: `postgres://app@127.0.0.1:${PG_PORT}/postgres` });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS shobdo_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE shobdo_bench');
  await admin.end();
  return `postgres://app@127.0.0.1:${PG_PORT}/shobdo_bench`;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const stop = usePglite ? () => {} : startPostgres();
  const dataDir = usePglite ? mkdtempSync(join(tmpdir(), 'shobdo-bench-analytics-')) : undefined;
  if (dataDir) chownSync(dataDir, process.getuid?.() ?? 0, process.getgid?.() ?? 0);
  try {
    const databaseUrl = usePglite
      ? undefined
      : reuse
        ? `postgres://app@127.0.0.1:${PG_PORT}/shobdo_bench`
        : await freshDatabase();
    const app = await buildApp({
      config: {
        databaseUrl,
        dataDir: dataDir ?? tmpdir(),
        secret: 'bench-secret-bench-secret-bench-secret-000',
        seedAdmin: false,
        logLevel: 'silent',
        webDistDir: '/nonexistent',
        activityRateLimit: 1_000_000,
        // Seeding runs statements of minutes; the server's bound for a request's statement (decision 0047) is not for it.
        dbStatementTimeoutMs: 3_600_000,
      },
    });
    await app.ready();
    console.log(`${usePglite ? 'PGlite' : 'PostgreSQL 15'}: generating ${JSON.stringify(counts)}`);
    const seedStart = Date.now();
    if (!reuse) await generateDemoData(app.db, app.config.timeZone, counts, (line) => console.log(`  ${line}`));
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const [size] = await queryRows<{ bytes: string }>(
      app.db,
      sql`select pg_database_size(current_database())::text as bytes`,
    );
    const row = await createAccount(app.db, {
      username: `bench_admin_${Date.now()}`,
      email: `bench${Date.now()}@example.com`,
      password: 'bench-password-1',
      role: 'admin',
      preferred_language: 'en',
      age: null,
    });
    const { access_token } = await startSession({ db: app.db, secret: app.config.secret }, row, false);
    const headers = { authorization: `Bearer ${access_token}` };

    const endpoints = [
      '/api/analytics/dashboard/?model_id=bangla-sentiment-v1',
      '/api/analytics/top_users/?model_id=bangla-sentiment-v1',
      '/api/analytics/top_users/',
      '/api/analytics/countries/',
      '/api/analytics/countries/?model_id=sentiment-pro',
      '/api/analytics/age_groups/',
      '/api/analytics/daily_active_users/',
      '/api/analytics/weekly_active_users/',
      '/api/analytics/user_demographics/',
      '/api/analytics/usage_chart/?filter_type=week&model_id=bangla-sentiment-v1',
      '/api/analytics/usage_chart/?filter_type=month',
      `/api/analytics/usage_chart/?start_date=${new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)}&end_date=${new Date().toISOString().slice(0, 10)}`,
      '/api/analytics/class_share/?filter_type=week&model_id=shobdo-v2',
      '/api/users/users/admin_dashboard/',
      '/api/users/users/user_list/',
    ];
    const call = async (method: 'GET' | 'POST', url: string) => {
      const start = performance.now();
      const res = await app.inject({ method, url, headers });
      const ms = performance.now() - start;
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return ms;
    };
    const rows: { name: string; p50: number; p95: number; pass: boolean }[] = [];
    // `traffic`, when given, runs before each call and is not timed (new rows for the refresh to fold in).
    const time = async (name: string, run: () => Promise<unknown>, traffic?: () => Promise<unknown>) => {
      await traffic?.();
      await run(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < CALLS; i += 1) {
        await traffic?.();
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      rows.push({ name, p50: percentile(times, 50), p95, pass: p95 < BAR_MS });
    };
    await time('POST /api/analytics/update_all/ (nothing changed)', () => call('POST', '/api/analytics/update_all/'));
    for (const url of endpoints) await time(`GET ${url}`, () => call('GET', url));
    // The page's load: update_all, then its five queries at once, as the browser sends them.
    const page = [
      '/api/analytics/dashboard/?model_id=bangla-sentiment-v1',
      '/api/analytics/top_users/?model_id=bangla-sentiment-v1',
      '/api/analytics/user_demographics/',
      '/api/analytics/usage_chart/?filter_type=week&model_id=bangla-sentiment-v1',
      '/api/analytics/class_share/?filter_type=week&model_id=bangla-sentiment-v1',
    ];
    await time('whole dashboard load (update_all + 5 parallel GETs)', async () => {
      await call('POST', '/api/analytics/update_all/');
      await Promise.all(page.map((url) => call('GET', url)));
    });
    // Incremental refreshes after new traffic (the time of the traffic itself is not counted).
    const visit = () => app.inject({ method: 'POST', url: '/api/analytics/track_visit/', payload: { page_url: '/' } });
    const analyse = () =>
      app.inject({
        method: 'POST',
        url: '/api/analysis/analyses/analyze/',
        headers,
        payload: { text: 'তুমি খুব ভালো মানুষ', model_id: 'shobdo-v2' },
      });
    await time(
      'update_all after one new visit (incremental refresh)',
      () => call('POST', '/api/analytics/update_all/'),
      visit,
    );
    const analyseAndVisit = async () => {
      await analyse();
      await visit();
    };
    await time(
      'update_all after a new analysis and visit (incremental refresh)',
      () => call('POST', '/api/analytics/update_all/'),
      analyseAndVisit,
    );
    await time(
      'whole dashboard load after a new analysis and visit',
      async () => {
        await call('POST', '/api/analytics/update_all/');
        await Promise.all(page.map((url) => call('GET', url)));
      },
      analyseAndVisit,
    );

    console.log(
      `\n${reuse ? 'Reused the seeded database' : `Seeded in ${seedSeconds.toFixed(1)} s`}; database size ${(Number(size!.bytes) / 1024 ** 3).toFixed(2)} GiB; ${CALLS} calls each after one warm-up.`,
    );
    console.log('| Call | p50 ms | p95 ms | p95 < 200 ms |\n|---|---|---|---|');
    for (const r of rows)
      console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.pass ? 'yes' : 'NO'} |`);
    await app.close();
    if (rows.some((r) => !r.pass)) process.exitCode = 1;
  } finally {
    stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
