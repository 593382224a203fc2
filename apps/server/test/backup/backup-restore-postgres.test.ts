import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { authHeader, buildTestApp, createThrowawayDatabase, TEST_SECRET } from '../helper';
import { createUsers, readRestoredHistories, runCli, writeUnderLoad } from './backup-load';

/**
 * Issue 30 on PostgreSQL (CI's second pass, DATABASE_URL set): `npm run backup` (pg_dump) while the
 * server takes analyses, `npm run restore` into an empty database: every account and every analysis
 * acknowledged before the backup began; restore refuses a database that holds data.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

test.runIf(Boolean(process.env.DATABASE_URL))(
  'a pg_dump backup taken under load restores every acknowledged analysis and every account',
  { timeout: 600_000 },
  async () => {
    const serverUrl = process.env.DATABASE_URL!;
    const app = await buildTestApp({ authRateLimit: 1000 });
    cleanups.push(() => app.close());
    await app.ready();
    const liveUrl = app.config.databaseUrl!;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shobdo-pg-backup-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const users = await createUsers(app, 3);
    const file = path.join(dataDir, 'shobdo.backup');

    const load = writeUnderLoad(app, users);
    await load.reached(12);
    const backupStarted = Date.now();
    const backup = await runCli('backup', file, { DATABASE_URL: liveUrl, SHOBDO_DATA_DIR: dataDir });
    const acknowledged = await load.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const before = acknowledged.filter((a) => a.at < backupStarted);
    expect(before.length).toBeGreaterThan(0);

    const refused = await runCli('restore', file, { DATABASE_URL: liveUrl, SHOBDO_DATA_DIR: dataDir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/holds data/);

    const target = await createThrowawayDatabase(serverUrl);
    cleanups.push(target.drop);
    const restore = await runCli('restore', file, { DATABASE_URL: target.url, SHOBDO_DATA_DIR: dataDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const again = await runCli('restore', file, { DATABASE_URL: target.url, SHOBDO_DATA_DIR: dataDir });
    expect(again.code).toBe(2);

    const copy: FastifyInstance = await buildApp({
      config: {
        databaseUrl: target.url,
        secret: TEST_SECRET,
        seedAdmin: false,
        logLevel: 'silent',
        webDistDir: '/nonexistent',
        authRateLimit: 1000,
      },
    });
    cleanups.push(() => copy.close());
    await copy.ready();
    const histories = await readRestoredHistories(copy, users);
    const all = new Set(acknowledged.map((a) => a.id));
    for (const a of before) expect(histories.get(a.user.user.id)?.has(a.id), a.id).toBe(true);
    for (const ids of histories.values()) for (const id of ids) expect(all.has(id)).toBe(true);
    const me = await copy.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: authHeader(users[0]!.access_token),
    });
    expect(me.statusCode).toBe(200);
  },
);
