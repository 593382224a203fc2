import { PGlite } from '@electric-sql/pglite';

/**
 * Starting PGlite takes seconds (WASM and initdb), so each test file keeps the instances it
 * started and hands them out again emptied: every app still gets a database of its own.
 */
const idle: PGlite[] = [];
const all = new Set<PGlite>();

export async function acquirePglite(): Promise<PGlite> {
  const reused = idle.pop();
  if (!reused) {
    const client = await PGlite.create();
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
