import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';

/**
 * Starting PGlite from scratch runs initdb (seconds under load), so the first start in a test run
 * saves an empty cluster as a template that later starts load in about a second. Each test file also
 * keeps its instances and hands them out again emptied: every app still gets a database of its own.
 */
// Keyed by the installed PGlite version (its package.json is not exported, so found from its entry).
const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const packageJson = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
const version = (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }).version;
const TEMPLATE = path.join(os.tmpdir(), `shobdo-test-pglite-${version}.tar`);

const idle: PGlite[] = [];
const all = new Set<PGlite>();

async function startPglite(): Promise<PGlite> {
  if (fs.existsSync(TEMPLATE)) {
    return PGlite.create({ loadDataDir: new Blob([fs.readFileSync(TEMPLATE)]) });
  }
  const client = await PGlite.create();
  const dump = await client.dumpDataDir('none');
  // Written under a temporary name and renamed, so a parallel worker never reads half a file.
  const partial = `${TEMPLATE}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, TEMPLATE);
  return client;
}

export async function acquirePglite(): Promise<PGlite> {
  const reused = idle.pop();
  if (!reused) {
    const client = await startPglite();
    all.add(client);
    return client;
  }
  // Back to an empty database; the app's migrations rebuild every table.
  await reused.exec('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  return reused;
}

export function releasePglite(client: PGlite): void {
  idle.push(client);
}

export async function closePglitePool(): Promise<void> {
  const clients = [...all];
  all.clear();
  idle.length = 0;
  await Promise.all(clients.map((c) => c.close()));
}
