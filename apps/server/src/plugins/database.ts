import fp from 'fastify-plugin';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/open-database';
import { applyMigrations, applyMigrationsExclusively } from '../db/migrate';
import type { Database, DatabaseDriver } from '../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: DatabaseDriver;
    /** The embedded database in a data folder: its files as a gzipped tar (plugins/backup-socket.ts); else null. */
    dumpEmbeddedDatabase: (() => Promise<Uint8Array>) | null;
  }
}

/** Opens the database named by the configuration, applies pending migrations, closes it last. */
export default fp<{ pglite?: PGlite }>(
  async (app, options) => {
    const { config } = app;
    const common = {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      embeddedStorage: config.embeddedStorage,
      durability: config.durability,
      onLockCompromised: (error: Error) => app.log.error({ err: error }, 'data folder lock compromised'),
      onIdleClientError: (error: Error) => app.log.warn({ err: error }, 'idle PostgreSQL connection lost'),
      pglite: options.pglite,
    };
    // On PostgreSQL the migrations run first, on a connection of their own (see applyMigrationsExclusively).
    if (config.databaseUrl) await applyMigrationsExclusively(config.databaseUrl);
    const opened = await openDatabase({
      ...common,
      timeouts: { connectMs: config.dbConnectTimeoutMs, statementMs: config.dbStatementTimeoutMs },
    });
    if (!config.databaseUrl) {
      try {
        await applyMigrations(opened.db, opened.driver);
      } catch (error) {
        await opened.close();
        throw error;
      }
    }
    app.decorate('db', opened.db);
    app.decorate('dbDriver', opened.driver);
    app.decorate('dumpEmbeddedDatabase', opened.dumpDataDir ?? null);
    app.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'database' },
);
