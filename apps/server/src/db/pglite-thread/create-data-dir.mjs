// Creates an embedded database folder (initdb inside WebAssembly) and applies the migrations, in a process
// of its own, so the server's own process never holds the memory they touch: WebAssembly memory never
// shrinks, and even a thread that has ended leaves its freed memory resident (docs/performance.md, the
// batch section). Plain JavaScript, so the child needs no TypeScript loader.
// Usage: node create-data-dir.mjs <folder> <migrations folder>
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [folder, migrationsFolder] = process.argv.slice(2);
if (!folder || !migrationsFolder) {
  process.stderr.write('usage: create-data-dir.mjs <folder> <migrations folder>\n');
  process.exit(2);
}
const pg = await PGlite.create(folder, { postgresqlconf: 'shared_buffers = 32MB' });
await migrate(drizzle({ client: pg }), { migrationsFolder });
await pg.close();
