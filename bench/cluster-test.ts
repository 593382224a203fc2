/**
 * npm run cluster-test: Shobdo as it scales (docs/operations.md), on loopback. PostgreSQL 15 (port 55442,
 * data in /tmp/shobdo-cluster-test), three server instances (48094-48096) and Debian's nginx with the
 * committed ops/nginx.conf (8094). It checks that a login limit holds across the instances, puts bounded
 * load through nginx (8 clients sending analyses), kills one instance with SIGKILL, stops PostgreSQL
 * (pg_ctl -m fast) and starts it again, then reads every acknowledged analysis back from the database.
 * Prints the figures as JSON and exits 1 when a check fails. Run as root (PostgreSQL runs as postgres).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { check, classifyOutcomes, percentile, type Check } from './lib/cluster/checks';
import { startInstance, waitFor, type Instance } from './lib/cluster/instances';
import { analyseOnce, startLoad } from './lib/cluster/load';
import { startNginx } from './lib/cluster/nginx';
import { Postgres } from './lib/cluster/postgres';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIR = '/tmp/shobdo-cluster-test';
const PORTS = [48094, 48095, 48096];
const LB = 'http://127.0.0.1:8094';
const CLIENTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(join(DIR, 'logs'), { recursive: true });
  const postgres = new Postgres(join(DIR, 'pg'), 55442);
  await postgres.init();
  await postgres.start();
  const env = {
    DATABASE_URL: postgres.url,
    SHOBDO_SECRET: randomBytes(32).toString('hex'),
    SHOBDO_ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    SHOBDO_DATA_DIR: join(DIR, 'data'),
    TRUST_PROXY: '1',
    SHOBDO_AUTH_RATE_LIMIT: '10',
  };
  const instances: Instance[] = PORTS.map((port) => startInstance(ROOT, join(DIR, 'logs'), port, env));
  const nginx = startNginx(ROOT, join(DIR, 'nginx'));
  const checks: Check[] = [];
  try {
    const startMs = await Promise.all(
      instances.map((i) => waitFor(`http://127.0.0.1:${i.port}/api/health/ready/`, 200, 180_000, i)),
    );
    await waitFor(`${LB}/api/health/ready/`, 200, 10_000);

    // 1. Limits: 30 wrong logins from one client, spread by nginx over the three instances.
    const logins: { status: number; upstream: string }[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${LB}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ username: 'nobody', password: 'wrong-password' }),
      });
      await res.arrayBuffer();
      logins.push({ status: res.status, upstream: res.headers.get('x-shobdo-upstream') ?? '' });
    }
    const limited = logins.filter((l) => l.status === 429).length;
    const spread = new Set(logins.map((l) => l.upstream)).size;
    checks.push(
      check(
        'login limit across instances',
        limited >= 18 && spread === 3,
        `${limited}/30 got 429, over ${spread} instances (a forged X-Forwarded-For changes nothing)`,
      ),
    );

    // 2. Load, then one instance killed.
    const load = startLoad(LB, CLIENTS);
    await sleep(8000);
    const killedIndex = 1;
    const killSentAt = Date.now();
    instances[killedIndex]!.process.kill('SIGKILL');
    await sleep(6000);
    const killAt = instances[killedIndex]!.exitedAt ?? killSentAt;

    // 3. The database stops (connections cut with 57P01) and comes back.
    const dbStopAt = Date.now();
    await postgres.stop();
    const down = await analyseOnce(LB, 0);
    const downAgain = await fetch(`${LB}/api/analysis/analyses/analyze/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'আজ বৃষ্টি হয়েছে।' }),
    });
    const downShape = (await downAgain.json()) as { error?: string; message?: string };
    const inShape = downShape.error === 'Service Unavailable' && typeof downShape.message === 'string';
    const health = await fetch(`${LB}/api/health/`);
    await health.arrayBuffer();
    await sleep(5000);
    const survivors = instances.filter((_, i) => i !== killedIndex);
    const alive = await Promise.all(
      survivors.map((s) => fetch(`http://127.0.0.1:${s.port}/api/health/live/`).then((r) => r.status)),
    );
    await postgres.start();
    const dbBackAt = Date.now();
    const backMs = await waitFor(`${LB}/api/health/`, 200, 30_000);
    const readyMs = await Promise.all(
      survivors.map((s) => waitFor(`http://127.0.0.1:${s.port}/api/health/ready/`, 200, 30_000)),
    );
    const recoveredAt = dbBackAt + Math.max(backMs, ...readyMs);
    await sleep(4000);
    const outcomes = await load.stop();

    const downMs = down.endedAt - down.startedAt;
    checks.push(
      check(
        'analyse while the database is down',
        down.status === 503 && downMs < 5000 && downAgain.status === 503 && inShape,
        `${down.status} in ${downMs} ms; ${downAgain.status} ${JSON.stringify(downShape)} Retry-After ${downAgain.headers.get('retry-after')}`,
      ),
    );

    checks.push(check('health while the database is down', health.status === 503, `status ${health.status}`));
    checks.push(
      check(
        'no instance exits',
        survivors.every((s) => !s.exited) && alive.every((s) => s === 200),
        `liveness ${alive.join(', ')}; exited: ${survivors.filter((s) => s.exited).length}`,
      ),
    );
    const slowest = Math.max(backMs, ...readyMs);
    checks.push(
      check(
        'back within 15 s of the database',
        slowest < 15_000,
        `first 200 after ${backMs} ms, every instance ready after ${slowest} ms`,
      ),
    );

    const groups = classifyOutcomes(outcomes, {
      killSentAt,
      killSeenAt: killAt,
      killedPort: PORTS[killedIndex]!,
      dbStopAt,
      recoveredAt,
    });
    for (const o of groups.unexpected.slice(0, 10))
      console.log(
        `unexpected: ${o.status} from ${o.upstream}, started ${o.startedAt - killAt} ms after the kill, ended ${o.endedAt - killAt} ms after; outage began ${dbStopAt - killAt} ms after`,
      );
    checks.push(
      check(
        'errors only in flight to the killed instance or during the outage',
        groups.unexpected.length === 0,
        `${groups.killedInFlight.length} in flight to the killed instance, ${groups.outage.length} 503 during the outage, ${groups.unexpected.length} other (${[...new Set(groups.unexpected.map((o) => o.status))].join(', ')})`,
      ),
    );

    // 4. Every acknowledged analysis is in the database.
    const ids = groups.ok.map((o) => o.analysisId!).filter(Boolean);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from analyses where id = any($1::uuid[])',
      [ids],
    );
    await client.end();
    checks.push(
      check(
        'no acknowledged analysis lost',
        Number(rows[0]!.n) === ids.length && ids.length === groups.ok.length,
        `${rows[0]!.n} of ${ids.length} acknowledged analyses read back`,
      ),
    );

    const beforeKill = groups.ok.filter((o) => o.endedAt < killAt);
    const latencies = beforeKill.map((o) => o.endedAt - o.startedAt);
    const figures = {
      instances_ready_ms: startMs,
      analyses_per_second_before_kill: Math.round(
        beforeKill.length / ((killAt - Math.min(...outcomes.map((o) => o.startedAt))) / 1000),
      ),
      latency_ms_before_kill: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
      acknowledged: ids.length,
      failed_in_flight_to_killed: groups.killedInFlight.length,
      outage_503: groups.outage.length,
      outage_503_latency_ms_p95: percentile(
        groups.outage.map((o) => o.endedAt - o.startedAt),
        95,
      ),
      recovery_ms_after_database_start: { first_200: backMs, all_ready: slowest },
    };
    console.log(JSON.stringify({ checks, figures }, null, 2));
    if (checks.some((c) => !c.ok)) process.exitCode = 1;
  } finally {
    for (const instance of instances) if (!instance.exited) instance.process.kill('SIGTERM');
    nginx.kill('SIGTERM');
    await sleep(1000);
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
