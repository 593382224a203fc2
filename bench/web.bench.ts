import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { serverStartArgs } from '../apps/server/src/cli/start-command';
import { REPO_ROOT } from '../packages/nlp/src/cli/paths';
import type { BenchResult, BenchRow } from './lib/bench-types';
import { startTlsProxy } from './lib/tls-proxy';
import {
  PHONE_PROFILE,
  median,
  newPhoneContext,
  readPaintFigures,
  readWaterfall,
  throttle,
  type PageFigures,
} from './lib/phone-page';

/**
 * The web app on a phone on slow 4G (issue 28; bench/lib/phone-page.ts has the profile): `/`, `/results`
 * (after a real analysis) and `/login`, each loaded cold (a new browser context, empty cache) BENCH_WEB_RUNS
 * times (default 5), in Debian's Chromium against the real server started with `npm start`'s command on a
 * fresh data folder. Reports the median JS, CSS and font bytes on the wire, first and largest contentful
 * paint and time to interactive, and the analyse round trip: from pressing Analyze on the loaded home page
 * to the results page painted, with each sample's LCP element. BENCH_WEB_ROOT measures another checkout (its web app built, its server).
 */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
/** BENCH_WEB_TRACE=1 prints each load's request waterfall (the LCP element is in every sample). */
const TRACE = process.env.BENCH_WEB_TRACE === '1';
/** BENCH_WEB_ROUTES=home,login measures only those routes (default: all). */
const ONLY = process.env.BENCH_WEB_ROUTES?.split(',');
/**
 * BENCH_WEB_TLS=1 loads the pages over HTTPS and HTTP/2 through nginx with a self-signed certificate
 * (bench/lib/tls-proxy.ts), as a deployment behind TLS serves them: a TLS handshake more per connection,
 * compressed headers, one connection for every request.
 */
const TLS = process.env.BENCH_WEB_TLS === '1';
const ROOT = resolve(process.env.BENCH_WEB_ROOT ?? REPO_ROOT);
const LCP_BAR_MS = 2500;
const JS_BARS_KB: Record<string, number> = { home: 150, results: 175 };
const TEXT = 'তোর বাড়িতে গিয়ে তোকে জবাই করে দিব';
const PLACEHOLDER = 'Enter Bengali text to analyze...';
const ANALYZE = 'Analyze Text';
const RESULTS_TITLE = 'Your Text Analysis Breakdown';

async function startServer(dataDir: string): Promise<{ base: string; child: ChildProcess }> {
  const built = spawnSync(process.execPath, ['apps/web/scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web app did not build');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, serverStartArgs(), {
    cwd: join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOBDO_DATA_DIR: dataDir,
      SHOBDO_WEB_DIST: join(ROOT, 'apps/web/dist'),
      SHOBDO_ADMIN_PASSWORD: 'bench-password-1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not answer /api/health/ within 3 minutes');
}

/** Presses Analyze on the loaded home page; milliseconds until the results page has painted. */
async function analyse(page: Page): Promise<number> {
  await page.getByPlaceholder(PLACEHOLDER).fill(TEXT);
  const started = performance.now();
  await page.getByRole('button', { name: ANALYZE }).click();
  await page.getByRole('heading', { name: RESULTS_TITLE }).waitFor({ state: 'visible', timeout: 60_000 });
  // Two animation frames: the frame that shows the heading has been painted.
  await page.evaluate(() => {
    const raf = (globalThis as unknown as { requestAnimationFrame: (cb: () => void) => void }).requestAnimationFrame;
    return new Promise<void>((r) => raf(() => raf(r)));
  });
  return performance.now() - started;
}

/** One cold load of `path` on the phone profile; `prepare` runs first, unthrottled, on the same context. */
async function loadCold(
  browser: Browser,
  base: string,
  path: string,
  prepare?: (page: Page, base: string) => Promise<string | void>,
  after?: (page: Page) => Promise<number>,
): Promise<PageFigures & { after_ms?: number; script_encodings: string }> {
  const context = await newPhoneContext(browser, TLS);
  try {
    const page = await context.newPage();
    // A prepare step may name the exact address to load (the results page of the analysis it made).
    const target = (prepare && (await prepare(page, base))) || `${base}${path}`;
    const wire = await throttle(page);
    await wire.cdp.send('Network.clearBrowserCache');
    wire.reset();
    await page.goto(target, { waitUntil: 'load', timeout: 120_000 });
    const paint = await readPaintFigures(page);
    if (TRACE) console.error(`web: ${path} waterfall\n  ${(await readWaterfall(page)).join('\n  ')}`);
    const figures = { ...wire.bytes(), ...paint, script_encodings: wire.scriptEncodings().join(' ') };
    return after ? { ...figures, after_ms: await after(page) } : figures;
  } finally {
    await context.close();
  }
}

const ROUTES: {
  name: string;
  path: string;
  prepare?: (page: Page, base: string) => Promise<string | void>;
  after?: typeof analyse;
}[] = [
  { name: 'home', path: '/', after: analyse },
  {
    name: 'results',
    path: '/results',
    // A real analysis first, then its own address (`/results?id=...`): a bare /results of a new load has
    // no analysis to show and goes home, which is what this route measured before 2026-11-25 21:00.
    prepare: async (page, base) => {
      await page.goto(`${base}/`);
      await analyse(page);
      return page.url();
    },
  },
  { name: 'login', path: '/login' },
];

export default async function benchWeb(): Promise<BenchResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shobdo-bench-web-'));
  const server = await startServer(dataDir);
  const child = server.child;
  const proxy = TLS ? await startTlsProxy(server.base) : null;
  const base = proxy?.base ?? server.base;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const samples = new Map<string, (PageFigures & { after_ms?: number })[]>();
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const route of ROUTES.filter((r) => !ONLY || ONLY.includes(r.name))) {
        const figures = await loadCold(browser, base, route.path, route.prepare, route.after);
        samples.set(route.name, [...(samples.get(route.name) ?? []), figures]);
        console.error(`web: run ${run + 1} ${route.name}: ${JSON.stringify(figures)}`);
      }
    }
  } finally {
    await browser.close();
    await proxy?.stop();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
  return report(samples);
}

function report(samples: Map<string, (PageFigures & { after_ms?: number })[]>): BenchResult {
  const rows: BenchRow[] = [];
  const medians: Record<string, Record<string, number>> = {};
  for (const [route, runs] of samples) {
    const m = (key: Exclude<keyof PageFigures, 'lcp_element'> | 'after_ms') => median(runs.map((r) => r[key] ?? 0));
    medians[route] = {
      js: m('js'),
      css: m('css'),
      font: m('font'),
      fcp: m('fcp_ms'),
      lcp: m('lcp_ms'),
      tti: m('tti_ms'),
    };
    const jsKb = m('js') / 1024;
    const jsBar = JS_BARS_KB[route];
    rows.push(
      {
        name: `${route}: JS on the wire`,
        value: jsKb,
        unit: 'KB',
        ...(jsBar ? { target: `<= ${jsBar} KB`, pass: jsKb <= jsBar } : {}),
      },
      { name: `${route}: CSS on the wire`, value: m('css') / 1024, unit: 'KB' },
      { name: `${route}: font on the wire`, value: m('font') / 1024, unit: 'KB' },
      { name: `${route}: requests`, value: m('requests'), unit: '' },
      { name: `${route}: first contentful paint`, value: m('fcp_ms'), unit: 'ms' },
      {
        name: `${route}: largest contentful paint`,
        value: m('lcp_ms'),
        unit: 'ms',
        ...(route === 'home' ? { target: `<= ${LCP_BAR_MS} ms`, pass: m('lcp_ms') <= LCP_BAR_MS } : {}),
      },
      { name: `${route}: time to interactive`, value: m('tti_ms'), unit: 'ms' },
    );
    if (runs.some((r) => r.after_ms !== undefined)) {
      rows.push({ name: 'analyse round trip: Analyze pressed to results painted', value: m('after_ms'), unit: 'ms' });
      medians.analyse = { round_trip: m('after_ms') };
    }
  }
  return {
    title: `Web app on a phone on slow 4G${TLS ? ' over HTTPS (HTTP/2, nginx)' : ''} (${PHONE_PROFILE.latencyMs} ms, ${PHONE_PROFILE.downloadBitsPerSecond / 1e6} Mbit/s down, CPU /${PHONE_PROFILE.cpuSlowdown}, ${PHONE_PROFILE.viewport.width} px), median of ${RUNS} cold loads`,
    rows,
    details: { root: ROOT, runs: RUNS, tls: TLS, medians, samples: Object.fromEntries(samples) },
  };
}

// Run alone with `npx tsx bench/web.bench.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  benchWeb().then(
    (result) => console.log(JSON.stringify(result.rows, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
