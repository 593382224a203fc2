/**
 * npm run demo-data -- --users N --analyses N --visits N --days N
 * Fills the configured database (DATABASE_URL, else the embedded one in SHOBDO_DATA_DIR; stop the
 * server first, it holds that folder's lock) with synthetic history. See docs/metrics.md.
 */
import { resolveConfig } from '../config';
import { applyMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { generateDemoData } from '../services/analytics/queries/generate-demo-data';
import { parseDemoDataArgs } from './demo-data-options';

async function main() {
  const options = parseDemoDataArgs(process.argv.slice(2));
  const config = resolveConfig(process.env, { secret: 'demo-data-does-not-sign-tokens-0000000000' });
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedStorage: 'data-dir',
    onLockCompromised: (error) => console.warn(error.message),
    onIdleClientError: (error) => console.warn(error.message),
  });
  const started = Date.now();
  try {
    await applyMigrations(opened.db, opened.driver);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
    console.log(`Filling ${where}: ${JSON.stringify(options)}`);
    await generateDemoData(opened.db, config.timeZone, options, (line) => console.log(`  ${line}`));
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
  console.error(error instanceof Error ? `${error.message.split('\n')[0]}${cause}` : error);
  process.exitCode = 1;
});
