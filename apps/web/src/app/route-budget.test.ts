// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Manifest, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * The JavaScript budget of each route (issue 28, decision 0040), read from a real production build's
 * manifest: the entry (index.html) with everything it imports statically, plus the route's lazy module
 * and its static imports, counted as the brotli files the server sends (quality 11, vite-precompress.ts),
 * plus the reader's language (a chunk of its own that index.html preloads, decision 0057: the larger of the
 * two is counted). Sizes in KB of 1,024 bytes. A route not listed here gets DEFAULT_BUDGET_KB.
 */
const ROUTE_BUDGETS_KB: Record<string, { modules: string[]; budget: number }> = {
  // Home is in the entry (src/app/router.tsx): its module is the entry's.
  home: { modules: [], budget: 150 },
  results: { modules: ['src/app/routes/results.tsx'], budget: 175 },
  login: { modules: ['src/app/routes/login.tsx'], budget: 190 },
  signup: { modules: ['src/app/routes/signup.tsx'], budget: 190 },
  about: { modules: ['src/app/routes/about.tsx'], budget: 150 },
  'model-card': { modules: ['src/app/routes/model-card.tsx'], budget: 160 },
  terms: { modules: ['src/app/routes/terms.tsx'], budget: 150 },
  'not-found': { modules: ['src/app/routes/not-found.tsx'], budget: 150 },
  history: { modules: ['src/app/routes/history.tsx'], budget: 175 },
  profile: { modules: ['src/app/routes/profile.tsx'], budget: 190 },
  batch: { modules: ['src/app/routes/batch.tsx'], budget: 180 },
  // A signed-in page of many panels: the rows' list kit and each row's "Wrong result?" came after 0040.
  'batch/:id': { modules: ['src/app/routes/batch-detail.tsx'], budget: 195 },
  dashboard: { modules: ['src/app/layouts/admin-layout.tsx', 'src/app/routes/dashboard/overview.tsx'], budget: 180 },
  'dashboard/users': {
    modules: ['src/app/layouts/admin-layout.tsx', 'src/app/routes/dashboard/users.tsx'],
    budget: 180,
  },
  'dashboard/logs': { modules: ['src/app/layouts/admin-layout.tsx', 'src/app/routes/dashboard/logs.tsx'], budget: 180 },
};
const DEFAULT_BUDGET_KB = 200;
/** The first render waits for one of these (src/lib/i18n.ts). */
const LANGUAGES = ['src/lib/locale-bundles/en.ts', 'src/lib/locale-bundles/bn.ts'];

/** What the first paint of home and results must not carry: it loads when asked for. */
const LATER = [
  /node_modules\/(exceljs|write-excel-file|papaparse|read-excel-file|fflate)\//,
  /src\/features\/admin-/,
  // Each language is a chunk of its own; the route's code carries neither (decision 0057).
  /src\/locales\//,
];

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
let outDir: string;
let manifest: Manifest;
const modulesByFile = new Map<string, string[]>();

/** Notes which source modules each output chunk holds (the manifest names only the chunks). */
function recordModules(): Plugin {
  return {
    name: 'record-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modulesByFile.set(output.fileName, output.moduleIds);
      }
    },
  };
}

/** The JS files a route downloads before it can render: static imports only, dynamic ones load later. */
function routeFiles(modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of ['index.html', ...modules]) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** The route's brotli KB with the larger of the two languages. */
function routeKb(modules: string[]): number {
  const kb = (files: string[]) => files.reduce((sum, file) => sum + brotliBytes(file), 0) / 1024;
  return Math.max(...LANGUAGES.map((language) => kb(routeFiles([...modules, language]))));
}

/** The .br copy's size; a file too small to get one (under 256 bytes) goes as it is. */
function brotliBytes(file: string): number {
  const path = join(outDir, file);
  return existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : readFileSync(path).length;
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'shobdo-web-budget-'));
  // Vitest sets NODE_ENV=test, which would bundle React's development build; measure what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [recordModules()],
    mode: 'production',
    build: { outDir, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 240_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('JavaScript budget per route (brotli, as sent)', () => {
  test.each(Object.entries(ROUTE_BUDGETS_KB))('%s', (route, { modules, budget }) => {
    const files = routeFiles(modules);
    const kb = routeKb(modules);
    console.info(`route ${route}: ${files.length + 1} JS files, ${kb.toFixed(1)} KB brotli (budget ${budget} KB)`);
    expect(kb).toBeLessThanOrEqual(budget);
  });

  test('every other lazy route stays within the default budget', () => {
    const listed = new Set(Object.values(ROUTE_BUDGETS_KB).flatMap((r) => r.modules));
    const others = Object.entries(manifest).filter(
      ([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/app/routes/') && !listed.has(key),
    );
    for (const [key] of others) {
      expect(routeKb([key]), key).toBeLessThanOrEqual(DEFAULT_BUDGET_KB);
    }
  });

  test.each(['home', 'results'])('the %s route loads no spreadsheet, parser or admin code', (route) => {
    const modules = routeFiles(ROUTE_BUDGETS_KB[route]!.modules).flatMap((file) => modulesByFile.get(file) ?? []);
    expect(modules.length).toBeGreaterThan(0);
    for (const pattern of LATER) expect(modules.filter((id) => pattern.test(id))).toEqual([]);
  });

  test('the one workbook writer is in the build, as a chunk of its own (exceljs is gone: issue 31)', () => {
    const all = [...modulesByFile.values()].flat();
    expect(all.some((id) => id.includes('node_modules/exceljs/'))).toBe(false);
    expect(all.some((id) => id.includes('node_modules/write-excel-file/'))).toBe(true);
  });
});
