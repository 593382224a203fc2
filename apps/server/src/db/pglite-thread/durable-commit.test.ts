import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDurableCommit } from './durable-commit.mjs';

/**
 * Gap 6: the durability barrier fsyncs what a commit wrote. Real PGlite in a temporary folder; the
 * fsync count shows which files were synced.
 */
let dir: string;
let pg: PGlite;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shobdo-durable-'));
  pg = await PGlite.create(dir);
  await pg.exec('create table t (x text)');
}, 60_000);
afterAll(async () => {
  await pg.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('createDurableCommit', () => {
  test('a commit syncs the write-ahead log; a checkpoint syncs the changed data files', async () => {
    const commits = createDurableCommit(dir);
    await pg.query('insert into t values ($1)', ['a'.repeat(1000)]);
    commits.barrier();
    const afterFirst = commits.syncs;
    // The new segment, the pg_wal folder (first sight of the segment).
    expect(afterFirst).toBeGreaterThanOrEqual(2);

    await pg.query('insert into t values ($1)', ['b']);
    commits.barrier();
    // Only the log segment being written.
    expect(commits.syncs - afterFirst).toBe(1);

    await pg.exec('checkpoint');
    const beforeCheckpoint = commits.syncs;
    commits.barrier();
    // pg_control changed: the data files written since the last data sync, and their folders.
    expect(commits.syncs - beforeCheckpoint).toBeGreaterThan(5);
  });
});
