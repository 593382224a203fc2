import autocannon from 'autocannon';
import { createApiKey } from '../apps/server/src/services/api-keys/create-api-key';
import type { BenchResult } from './lib/bench-types';
import { createBenchAccount, listenOnLoopback, startEmbeddedBenchApp } from './lib/embedded-bench-app';

/**
 * The Perspective-compatible `comments:analyze` against the native analyze endpoint (issue 32's bar: within
 * 10 % of its throughput). One embedded-database server, one API key, the same comment through the default
 * model; both store the analysis under the key's owner. Alternating rounds of `SECONDS` each at
 * `CONNECTIONS` connections, so that the machine's changing load falls on both alike; requests a second
 * (mean of the rounds) and p99 latency.
 */
const ROUNDS = 3;
const SECONDS = 5;
const CONNECTIONS = 4;
const BAR = 0.9;
const TEXT = 'তোর মত বলদ আর দেখি নাই, ভিডিওটা দেখে হাসতে হাসতে শেষ, পরের পর্বে আরও ভালো কিছু চাই';

const NATIVE_BODY = JSON.stringify({ text: TEXT, analysis_type: 'classification' });
const PERSPECTIVE_BODY = JSON.stringify({
  comment: { text: TEXT },
  requestedAttributes: { TOXICITY: {}, THREAT: {}, INSULT: {}, IDENTITY_ATTACK: {}, SEXUALLY_EXPLICIT: {} },
  languages: ['bn'],
});

function load(url: string, body: string, headers: Record<string, string>) {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
  });
}

const avg = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

export default async function benchPerspective(): Promise<BenchResult> {
  const { app, close } = await startEmbeddedBenchApp('perspective', { apiKeyRateLimit: 1_000_000 });
  try {
    const owner = await createBenchAccount(app, 'bench_perspective');
    const { key } = await createApiKey(app.db, owner.id, 'bench');
    const base = await listenOnLoopback(app);
    const native = () => load(`${base}/api/analysis/analyses/analyze/`, NATIVE_BODY, { 'x-api-key': key });
    const perspective = () =>
      load(`${base}/api/perspective/v1alpha1/comments:analyze?key=${key}`, PERSPECTIVE_BODY, {});
    await native();
    await perspective();
    const figures = {
      native: { rps: [] as number[], p99: [] as number[] },
      perspective: { rps: [] as number[], p99: [] as number[] },
    };
    let failures = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, run] of [
        ['native', native],
        ['perspective', perspective],
      ] as const) {
        const result = await run();
        failures += result.errors + result.timeouts + result.non2xx;
        figures[name].rps.push(result.requests.average);
        figures[name].p99.push(result.latency.p99);
      }
    }
    if (failures > 0) throw new Error(`${failures} requests failed or were not 2xx`);
    const ratio = avg(figures.perspective.rps) / avg(figures.native.rps);
    return {
      title: `Perspective comments:analyze vs native analyze (embedded PGlite, API key, default model, ${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s alternating)`,
      rows: [
        { name: 'native analyze: requests a second', value: avg(figures.native.rps), unit: 'req/s' },
        { name: 'comments:analyze: requests a second', value: avg(figures.perspective.rps), unit: 'req/s' },
        {
          name: 'comments:analyze throughput / native',
          value: ratio,
          unit: 'x',
          target: `>= ${BAR}`,
          pass: ratio >= BAR,
        },
        { name: 'native analyze: p99 latency', value: avg(figures.native.p99), unit: 'ms' },
        { name: 'comments:analyze: p99 latency', value: avg(figures.perspective.p99), unit: 'ms' },
      ],
      details: figures,
    };
  } finally {
    await close();
  }
}
