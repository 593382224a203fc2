import { existsSync } from 'node:fs';
import path from 'node:path';

// Debian installs the client programs per major version and links only some onto PATH.
const CANDIDATE_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

/** The path of a PostgreSQL client program (pg_dump, pg_restore, psql): PG_BIN_DIR, Debian's folders, then PATH. */
export function findPgTool(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  const dirs = [process.env.PG_BIN_DIR, ...CANDIDATE_DIRS].filter((dir): dir is string => Boolean(dir));
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return name;
}
