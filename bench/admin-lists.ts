/**
 * npm run bench:admin (DATABASE_URL required): the admin list endpoints and exports on a PostgreSQL
 * filled by `npm run demo-data -- --users 100000 --analyses 1000000`.
 *
 * Each list combination is called SAMPLES times in a row through app.inject (handler, validation,
 * SQL and serialisation; no socket) after WARMUP calls, and reported as p50/p95 against the bar of
 * 200 ms. Each export is downloaded once over a real socket from the same process, counting bytes as
 * they arrive, while the process's resident memory is sampled every 20 ms: the peak above the
 * resident size before the export is the server's extra memory for it. BENCH_ONLY=lists or =exports runs one half.
 * The corrections' review list and export (issue 29) run on BENCH_FEEDBACK (default 100,000) entries, which
 * bench/lib/seed-feedback.ts adds on the demo analyses when fewer exist; BENCH_ONLY=feedback runs those alone.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { buildApp } from '../apps/server/src/app';
import type {} from '../apps/server/src/plugins/database';
import { startSession } from '../apps/server/src/services/auth/sessions';
import { createAccount } from '../apps/server/src/services/users/accounts';
import { seedFeedback } from './lib/seed-feedback';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const WARMUP = 3;
const BAR_MS = 200;

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const now = Date.now();
const q = encodeURIComponent;

const USERS: [string, string][] = [
  ['users: default (page 1)', ''],
  ['users: page 5000', 'page=5000'],
  ['users: search username', `search=${q('demo_')}`],
  ['users: search rare (no match)', `search=${q('zzqx-nobody')}`],
  ['users: search Bengali name (no match)', `search=${q('রফিক')}`],
  ['users: role=moderator', 'role=moderator'],
  ['users: status=inactive', 'status=inactive'],
  ['users: search + role + status', `search=${q('user 12')}&role=user&status=active`],
];
const LOGS: [string, string][] = [
  ['logs: default (page 1)', ''],
  ['logs: page 50000', 'page=50000'],
  ['logs: search Bengali common (খুশি)', `search=${q('খুশি')}`],
  ['logs: search Bengali decomposed (খুশি NFD)', `search=${q('খুশি'.normalize('NFD'))}`],
  ['logs: search Bengali rare (no match)', `search=${q('অনুপস্থিতশব্দ')}`],
  ['logs: search English', `search=${q('great product')}`],
  ['logs: language=en', 'language=en'],
  ['logs: last 7 days', `date_from=${iso(now - 7 * DAY)}&date_to=${iso(now)}`],
  ['logs: sort_by=confidence_score', 'sort_by=confidence_score'],
  ['logs: sort_by=-processing_time', 'sort_by=-processing_time'],
  [
    'logs: search + language + dates + sort',
    `search=${q('খুব')}&language=bn&date_from=${iso(now - 30 * DAY)}&date_to=${iso(now)}&sort_by=-confidence_score`,
  ],
];
const FEEDBACK_ENTRIES = Number(process.env.BENCH_FEEDBACK ?? 100_000);
const FEEDBACK: [string, string][] = [
  ['feedback: pending (the queue), page 1', 'status=pending'],
  ['feedback: all statuses, page 1', ''],
  ['feedback: all statuses, page 5000', 'page=5000'],
  ['feedback: pending, page 2000', 'status=pending&page=2000'],
  ['feedback: accepted', 'status=accepted'],
  ['feedback: model shobdo-v1, pending', 'model_id=shobdo-v1&status=pending'],
  ['feedback: model + class + status', 'model_id=bangla-sentiment-v1&label=threat&status=rejected'],
  ['feedback: class threat, all statuses', 'label=threat'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL filled by npm run demo-data.');
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      seedAdmin: false,
      secret: randomBytes(32).toString('hex'),
      // Seeding the corrections runs statements of many seconds on a loaded machine; the requests measured are
      // far under the server's bound (decision 0047), which is not what this measures.
      dbStatementTimeoutMs: 600_000,
    },
  });
  await app.ready();
  const name = `bench_admin_${randomBytes(4).toString('hex')}`;
  const admin = await createAccount(app.db, {
    username: name,
    email: `${name}@bench.invalid`,
    password: randomBytes(12).toString('hex'),
    role: 'admin',
    preferred_language: 'en',
    age: null,
  });
  const { access_token } = await startSession({ db: app.db, secret: app.config.secret }, admin, false);
  const headers = { authorization: `Bearer ${access_token}` };

  const lists: { name: string; total: number; p50: number; p95: number; pass: boolean }[] = [];
  // BENCH_ONLY=exports skips the lists (a re-run of the exports alone).
  const only = process.env.BENCH_ONLY;
  if (FEEDBACK_ENTRIES > 0) await seedFeedback(app.db, FEEDBACK_ENTRIES, console.log);
  const feedbackLists = FEEDBACK.map(([l, qs]) => [l, qs, '/api/moderation/feedback/'] as const);
  const lists_to_run =
    only === 'exports'
      ? []
      : only === 'feedback'
        ? feedbackLists
        : [
            ...USERS.map(([l, qs]) => [l, qs, '/api/analytics/users_dashboard/'] as const),
            ...LOGS.map(([l, qs]) => [l, qs, '/api/analytics/analysis_logs_dashboard/'] as const),
            ...feedbackLists,
          ];
  for (const [label, query, path] of lists_to_run) {
    const url = `${path}?${query}`;
    let total = 0;
    const times: number[] = [];
    for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= WARMUP) times.push(ms);
      total = (res.json() as { pagination: { total: number } }).pagination.total;
    }
    times.sort((a, b) => a - b);
    const row = {
      name: label,
      total,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      pass: percentile(times, 95) < BAR_MS,
    };
    lists.push(row);
    console.log(
      `${row.pass ? 'ok  ' : 'SLOW'} ${label.padEnd(48)} p50 ${row.p50.toFixed(1).padStart(7)} ms  p95 ${row.p95.toFixed(1).padStart(7)} ms  (${total} rows match)`,
    );
  }

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const exports: { name: string; seconds: number; bytes: number; rows: number; peak_extra_rss_mb: number }[] = [];
  // BENCH_ONLY=lists skips the exports (minutes at this scale).
  const feedbackExports = [
    ['corrections export (accepted)', '/api/moderation/feedback/export/?status=accepted'],
    ['corrections export (pending)', '/api/moderation/feedback/export/?status=pending'],
  ] as const;
  const exportsToRun =
    only === 'lists'
      ? []
      : only === 'feedback'
        ? feedbackExports
        : ([
            ['users export (JSON)', '/api/users/users/export/'],
            ['users export (CSV)', '/api/users/users/export/?format=csv'],
            ['analyses export (JSON)', '/api/analysis/analyses/export/'],
            ['analyses export (CSV)', '/api/analysis/analyses/export/?format=csv'],
            ...feedbackExports,
          ] as const);
  for (const [label, path] of exportsToRun) {
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const res = await fetch(`${address}${path}`, { headers });
    if (!res.ok || !res.body) throw new Error(`${path}: ${res.status}`);
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) newlines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    // JSON: one row per line between '[' and ']'; CSV: one line per row after the header.
    const rows = path.includes('csv') || path.includes('feedback') ? newlines - 1 : newlines - 2;
    const row = { name: label, seconds, bytes, rows, peak_extra_rss_mb: (peak - baseline) / 2 ** 20 };
    exports.push(row);
    console.log(
      `${label.padEnd(26)} ${rows} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB in ${seconds.toFixed(1)} s; peak RSS +${row.peak_extra_rss_mb.toFixed(0)} MiB`,
    );
  }
  await app.close();
  await writeFile(
    new URL('./admin-results.json', import.meta.url),
    `${JSON.stringify({ measured_at: new Date().toISOString(), samples: SAMPLES, lists, exports }, null, 2)}\n`,
  );
  const slow = lists.filter((row) => !row.pass);
  if (slow.length > 0) {
    console.log(`${slow.length} combination(s) above the ${BAR_MS} ms bar.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
