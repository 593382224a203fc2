import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder `npm start` runs the server in (apps/server). */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Node's arguments in `npm start` (apps/server/package.json, `node <flags> --import tsx src/server.ts`),
 * so that tests and benchmarks start the server exactly as it runs, with the same memory flags.
 */
export function serverStartArgs(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = pkg.scripts.start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`apps/server's start script must run node, not ${command}`);
  return args;
}
