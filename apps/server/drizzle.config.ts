import { defineConfig } from 'drizzle-kit';

// `flock /tmp/drizzle.lock npx drizzle-kit generate` writes versioned SQL migrations that the
// server applies at start (src/db/migrate.ts). No database connection is needed to generate.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
