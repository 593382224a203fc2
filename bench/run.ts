import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchFile, BenchResult } from './lib/bench-types';

/**
 * npm run bench: runs every bench/*.bench.ts in turn (each default-exports an async function returning
 * a BenchResult), prints a report and writes bench/results.json. `npm run bench -- models` runs only the
 * files whose name contains "models"; the other files' entries are kept from the previous results.json,
 * marked with the date of the run they come from.
 */
const BENCH_DIR = dirname(fileURLToPath(import.meta.url));

function formatRow(row: BenchResult['rows'][number]): string {
  const value = Number.isInteger(row.value) ? String(row.value) : row.value.toPrecision(4);
  const target = row.target
    ? `  (target ${row.target}${row.pass === undefined ? '' : row.pass ? ', ok' : ', MISSED'})`
    : '';
  return `  ${row.name.padEnd(58)} ${value.padStart(10)} ${row.unit}${target}`;
}

type Entry = BenchResult | { error: string };

/** Entries of the previous results.json, each marked with the date of its run. */
function readPreviousResults(path: string): Record<string, Entry & { date?: string }> {
  if (!existsSync(path)) return {};
  const previous = JSON.parse(readFileSync(path, 'utf8')) as {
    date: string;
    results: Record<string, Entry & { date?: string }>;
  };
  return Object.fromEntries(
    Object.entries(previous.results).map(([file, entry]) => [file, { ...entry, date: entry.date ?? previous.date }]),
  );
}

async function main(): Promise<void> {
  const only = process.argv[2];
  const files = readdirSync(BENCH_DIR)
    .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
    .sort();
  const resultsPath = join(BENCH_DIR, 'results.json');
  const results: Record<string, Entry & { date?: string }> = only ? readPreviousResults(resultsPath) : {};
  let failed = false;
  for (const file of files) {
    const started = performance.now();
    try {
      const mod = (await import(pathToFileURL(join(BENCH_DIR, file)).href)) as { default: BenchFile };
      const result = await mod.default();
      results[file] = result;
      console.log(`\n${result.title} (${file}, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
      for (const row of result.rows) console.log(formatRow(row));
    } catch (error) {
      failed = true;
      results[file] = { error: (error as Error).message };
      console.log(`\n${file}: FAILED: ${(error as Error).message}`);
    }
  }
  const out = { date: new Date().toISOString(), node: process.version, results };
  writeFileSync(resultsPath, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nwrote ${resultsPath}`);
  if (failed) process.exitCode = 1;
}

void main();
