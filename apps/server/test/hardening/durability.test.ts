import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { buildApp } from '../../src/app';
import { TEST_SECRET } from '../helper';

/**
 * Gap 6: the embedded database in a data folder runs with fsync on by default (its commits reach
 * the disk before they are acknowledged: durable-commit.mjs); SHOBDO_DURABILITY=relaxed keeps
 * PGlite's fsync off.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

async function fsyncSetting(durability?: 'durable' | 'relaxed') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shobdo-durability-'));
  dirs.push(dataDir);
  const app = await buildApp({
    config: {
      dataDir,
      databaseUrl: undefined,
      embeddedStorage: 'data-dir',
      secret: TEST_SECRET,
      seedAdmin: false,
      logLevel: 'silent',
      webDistDir: '/nonexistent',
      ...(durability ? { durability } : {}),
    },
  });
  try {
    await app.ready();
    const result = (await app.db.execute(sql`show fsync`)) as unknown as { rows: { fsync: string }[] };
    return { setting: result.rows[0]?.fsync, durability: app.config.durability };
  } finally {
    await app.close();
  }
}

test('acknowledged means durable by default', { timeout: 120_000 }, async () => {
  expect(await fsyncSetting()).toEqual({ setting: 'on', durability: 'durable' });
  expect(await fsyncSetting('relaxed')).toEqual({ setting: 'off', durability: 'relaxed' });
});
