import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import type { BenchResult } from './lib/bench-types';
import { measureCompressionCost, type ChangeInterval, type CompressionCost } from './lib/compression-cost';

/**
 * The analyze endpoint under load, next to a plain JSON echo route on the same app measured in the
 * same run: the echo shows what the machine, Node and Fastify cost by themselves, so the ratio
 * says what classification, explanation and storage add. Real listening server, embedded PGlite
 * in a temporary data folder (the default deployment), 32 connections. With DATABASE_URL set it
 * measures against that PostgreSQL instead (use a throwaway database: every request stores a row).
 */
const CONNECTIONS = 32;
const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;
const P99_BAR_MS = 50;

// A realistic comment: two sentences of everyday Bengali, the length of a typical social-media reply.
const COMMENT =
  'ভাই আপনার ভিডিওটা দেখে অনেক ভালো লাগলো, কিন্তু শেষের অংশটা আরেকটু পরিষ্কার করে বললে সবার বুঝতে সুবিধা হতো। পরের পর্বের অপেক্ষায় রইলাম।';
// What the client accepts, as a browser sends it (answers over 1 KB are compressed, decision 0040);
// BENCH_ACCEPT_ENCODING= (empty) measures the same server with compression never used.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
// Paired windows with and without compression on the same server (lib/compression-cost.ts); 0 skips them.
const COMPRESSION_ROUNDS = Number(process.env.BENCH_COMPRESSION_ROUNDS ?? 6);
const COMPRESSION_WINDOW_SECONDS = 5;
const COMPRESSION_COST_BAR = 0.05;
const BODY = JSON.stringify({ text: COMMENT, model_id: 'bangla-sentiment-v1', analysis_type: 'classification' });

export interface LoadFigures {
  requests_per_second: number;
  latency_ms: { p50: number; p90: number; p99: number; mean: number; max: number };
  requests: number;
  errors: number;
  non_2xx: number;
  /** Busy time of the server's event loop per answered request: the cost that does not depend on how loaded the machine is. */
  main_thread_ms_per_request: number;
  /** Share of the run the server's event loop was busy (1 = saturated). */
  event_loop_utilisation: number;
}

async function measure(url: string, seconds: number, acceptEncoding = ACCEPT_ENCODING): Promise<LoadFigures> {
  const before = performance.eventLoopUtilization();
  const result = await load(url, seconds, acceptEncoding);
  const elu = performance.eventLoopUtilization(before);
  return toFigures(result, elu);
}

function toFigures(result: autocannon.Result, elu: { active: number; utilization: number }): LoadFigures {
  return {
    requests_per_second: result.requests.average,
    latency_ms: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      mean: result.latency.average,
      max: result.latency.max,
    },
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non_2xx: result.non2xx,
    main_thread_ms_per_request: elu.active / Math.max(result.requests.total, 1),
    event_loop_utilisation: elu.utilization,
  };
}

function load(url: string, seconds: number, acceptEncoding = ACCEPT_ENCODING): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    body: BODY,
    connections: CONNECTIONS,
    duration: seconds,
    // The load generator gets its own thread so that it does not share the server's event loop.
    workers: 1,
  });
}

export interface AnalyzeEndpointReport {
  name: string;
  storage: string;
  connections: number;
  duration_seconds: number;
  comment_characters: number;
  accept_encoding: string;
  analyze: LoadFigures;
  echo: LoadFigures;
  throughput_ratio: number;
  p99_ratio: number;
  /** Paired windows with and without compression (only when the client accepts an encoding). */
  compression_cost?: CompressionCost;
  passed: boolean;
}

export async function measureAnalyzeEndpoint(): Promise<AnalyzeEndpointReport> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shobdo-bench-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const app = await buildApp({
    config: {
      dataDir,
      databaseUrl,
      embeddedStorage: 'data-dir',
      secret: randomBytes(32).toString('hex'),
      seedAdmin: false,
      logLevel: 'silent',
      webDistDir: join(dataDir, 'no-web-app'),
    },
  });
  // The reference route exists only in this benchmark.
  app.post('/bench/echo/', async (request) => request.body);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no TCP address');
    const base = `http://127.0.0.1:${address.port}`;
    const analyzeUrl = `${base}/api/analysis/analyses/analyze/`;
    const echoUrl = `${base}/bench/echo/`;

    // Warm the JIT, the model caches and PGlite before measuring either route.
    await load(analyzeUrl, WARMUP_SECONDS);
    await load(echoUrl, WARMUP_SECONDS);
    const echo = await measure(echoUrl, DURATION_SECONDS);
    const analyze = await measure(analyzeUrl, DURATION_SECONDS);
    const compressionCost =
      ACCEPT_ENCODING && COMPRESSION_ROUNDS > 0
        ? await measureCompressionCost(
            async (acceptEncoding, seconds) => {
              const figures = await measure(analyzeUrl, seconds, acceptEncoding);
              return {
                requests_per_second: figures.requests_per_second,
                p99_ms: figures.latency_ms.p99,
                main_thread_ms_per_request: figures.main_thread_ms_per_request,
              };
            },
            ACCEPT_ENCODING,
            COMPRESSION_ROUNDS,
            COMPRESSION_WINDOW_SECONDS,
          )
        : undefined;
    return {
      name: 'analyze-endpoint',
      storage: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite in a temporary folder',
      connections: CONNECTIONS,
      duration_seconds: DURATION_SECONDS,
      comment_characters: COMMENT.length,
      accept_encoding: ACCEPT_ENCODING,
      analyze,
      echo,
      throughput_ratio: analyze.requests_per_second / echo.requests_per_second,
      p99_ratio: analyze.latency_ms.p99 / Math.max(echo.latency_ms.p99, 1),
      compression_cost: compressionCost,
      passed: analyze.latency_ms.p99 < P99_BAR_MS && analyze.errors === 0 && analyze.non_2xx === 0,
    };
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench` entry (bench/run.ts): the figures as report rows, the raw numbers as details. */
export default async function benchAnalyzeEndpoint(): Promise<BenchResult> {
  const report = await measureAnalyzeEndpoint();
  const { analyze, echo, compression_cost: cost } = report;
  return {
    title: `POST /api/analysis/analyses/analyze/ under load (${report.connections} connections, ${report.duration_seconds} s each, ${report.storage}, accept-encoding "${report.accept_encoding}")`,
    rows: [
      { name: 'analyze: throughput', value: analyze.requests_per_second, unit: 'req/s' },
      { name: 'analyze: latency p50', value: analyze.latency_ms.p50, unit: 'ms' },
      { name: 'analyze: latency p90', value: analyze.latency_ms.p90, unit: 'ms' },
      {
        name: 'analyze: latency p99',
        value: analyze.latency_ms.p99,
        unit: 'ms',
        target: `< ${P99_BAR_MS} ms`,
        pass: analyze.latency_ms.p99 < P99_BAR_MS,
      },
      {
        name: 'analyze: errors and non-2xx answers',
        value: analyze.errors + analyze.non_2xx,
        unit: '',
        target: '0',
        pass: analyze.errors + analyze.non_2xx === 0,
      },
      { name: 'analyze: server main-thread time per request', value: analyze.main_thread_ms_per_request, unit: 'ms' },
      { name: 'analyze: server event-loop utilisation', value: analyze.event_loop_utilisation, unit: '' },
      { name: 'echo reference: throughput', value: echo.requests_per_second, unit: 'req/s' },
      { name: 'echo reference: latency p50', value: echo.latency_ms.p50, unit: 'ms' },
      { name: 'echo reference: latency p90', value: echo.latency_ms.p90, unit: 'ms' },
      { name: 'echo reference: latency p99', value: echo.latency_ms.p99, unit: 'ms' },
      { name: 'echo reference: errors and non-2xx answers', value: echo.errors + echo.non_2xx, unit: '' },
      {
        name: 'echo reference: server main-thread time per request',
        value: echo.main_thread_ms_per_request,
        unit: 'ms',
      },
      { name: 'throughput ratio analyze / echo', value: report.throughput_ratio, unit: '' },
      { name: 'p99 latency ratio analyze / echo', value: report.p99_ratio, unit: '' },
      ...(cost ? compressionRows(cost) : []),
    ],
    details: { ...report },
  };
}

const percent = (change: number) => Math.round(change * 1000) / 10;

/** A change's 95 % interval over the rounds (lib/compression-cost.ts), as two rows. */
function intervalRows(figure: string, interval: ChangeInterval): BenchResult['rows'] {
  return [
    { name: `compression: ${figure} change, 95 % interval's low end`, value: percent(interval.low), unit: '%' },
    { name: `compression: ${figure} change, 95 % interval's high end`, value: percent(interval.high), unit: '%' },
  ];
}

/** What compression costs, from the paired windows: the bar is 5 % of throughput and of p99. */
function compressionRows(cost: CompressionCost): BenchResult['rows'] {
  return [
    {
      name: `compression: throughput change (${cost.rounds} paired ${cost.window_seconds} s windows)`,
      value: percent(cost.throughput_change),
      unit: '%',
      target: `>= -${COMPRESSION_COST_BAR * 100} %`,
      pass: cost.throughput_change >= -COMPRESSION_COST_BAR,
    },
    {
      name: 'compression: p99 change (same windows)',
      value: percent(cost.p99_change),
      unit: '%',
      target: `<= +${COMPRESSION_COST_BAR * 100} %`,
      pass: cost.p99_change <= COMPRESSION_COST_BAR,
    },
    ...intervalRows('throughput', cost.throughput_change_ci95),
    ...intervalRows('p99', cost.p99_change_ci95),
    {
      name: 'compression: server thread per request change (same windows)',
      value: percent(cost.server_thread_change),
      unit: '%',
    },
  ];
}

// Run alone with `npx tsx bench/analyze-endpoint.bench.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  benchAnalyzeEndpoint().then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
