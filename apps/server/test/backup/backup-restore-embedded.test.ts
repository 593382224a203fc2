import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { authHeader } from '../helper';
import { createUsers, readRestoredHistories, runCli, writeUnderLoad } from './backup-load';

/**
 * Issue 30: `npm run backup` while the embedded server takes analyses, `npm run restore` into a new
 * folder, start there: every account signs in and finds every analysis acknowledged before the backup
 * began; the token secret came along; restore refuses a folder that holds data.
 */
const dirs: string[] = [];
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shobdo-${name}-`));
  dirs.push(dir);
  return dir;
}

async function openApp(config: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: {
      databaseUrl: undefined,
      embeddedStorage: 'data-dir',
      seedAdmin: false,
      logLevel: 'silent',
      webDistDir: '/nonexistent',
      authRateLimit: 1000,
      ...config,
    },
  });
  apps.push(app);
  await app.ready();
  return app;
}

test.skipIf(Boolean(process.env.DATABASE_URL))(
  'a backup taken under load restores every acknowledged analysis and every account',
  { timeout: 600_000 },
  async () => {
    const live = tempDir('backup-live');
    const secret = 'a-generated-secret-of-the-data-folder-0123456789';
    fs.writeFileSync(path.join(live, 'secret'), `${secret}\n`, { mode: 0o600 });
    const app = await openApp({ dataDir: live, secret });
    const users = await createUsers(app, 3);
    const file = path.join(tempDir('backup-file'), 'shobdo.backup');

    // Load first, then the backup while it runs; everything acknowledged before the backup began must be in it.
    const load = writeUnderLoad(app, users);
    await load.reached(12);
    const backupStarted = Date.now();
    const backup = await runCli('backup', file, { SHOBDO_DATA_DIR: live });
    const backupEnded = Date.now();
    const acknowledged = await load.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const before = acknowledged.filter((a) => a.at < backupStarted);
    const during = acknowledged.filter((a) => a.at >= backupStarted && a.at <= backupEnded);
    expect(before.length).toBeGreaterThan(0);
    expect(during.length, 'analyses written while the backup ran').toBeGreaterThan(0);

    // A folder that holds data is refused, the live one included.
    const refused = await runCli('restore', file, { SHOBDO_DATA_DIR: live });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/holds data/);

    const restored = tempDir('backup-restored');
    const restore = await runCli('restore', file, { SHOBDO_DATA_DIR: restored });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(fs.readFileSync(path.join(restored, 'secret'), 'utf8').trim()).toBe(secret);
    const again = await runCli('restore', file, { SHOBDO_DATA_DIR: restored });
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/holds data/);

    const copy = await openApp({
      dataDir: restored,
      secret: fs.readFileSync(path.join(restored, 'secret'), 'utf8').trim(),
    });
    const histories = await readRestoredHistories(copy, users);
    const all = new Set(acknowledged.map((a) => a.id));
    for (const a of before) expect(histories.get(a.user.user.id)?.has(a.id), a.id).toBe(true);
    for (const ids of histories.values()) for (const id of ids) expect(all.has(id)).toBe(true);
    // The secret came back with the data: a token issued before the backup still works.
    const me = await copy.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: authHeader(users[0]!.access_token),
    });
    expect(me.statusCode).toBe(200);
  },
);
