import fp from 'fastify-plugin';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/open-database';
import { applyMigrations } from '../db/migrate';
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
    const opened = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      embeddedStorage: config.embeddedStorage,
      durability: config.durability,
      onLockCompromised: (error) => app.log.error({ err: error }, 'data folder lock compromised'),
      onIdleClientError: (error) => app.log.warn({ err: error }, 'idle PostgreSQL connection lost'),
      pglite: options.pglite,
    });
    try {
      await applyMigrations(opened.db, opened.driver);
    } catch (error) {
      await opened.close();
      throw error;
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
