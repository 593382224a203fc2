import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, processStartTime } from '../../src/db/embedded-lock';
import { startServerProcess, type ServerProcess } from '../db/process';

/** Gap 5: the data-folder lock knows a dead holder, so a start right after kill -9 works at once. */
const started: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const p of started) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shobdo-lock-'));
  dirs.push(dir);
  return dir;
}

const noop = () => {};

async function waitUntilGone(pid: number) {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`process ${pid} still alive`);
}

describe('lockDataDir', () => {
  test('a live holder keeps the folder; its release frees it', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir, noop);
    const holder = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'));
    expect(holder.pid).toBe(process.pid);
    expect(holder.startTime).toBe(processStartTime(process.pid));
    // Another holder with the same host and a live PID (the parent) that started when it says.
    fs.writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ ...holder, pid: process.ppid, startTime: processStartTime(process.ppid) }),
    );
    await expect(lockDataDir(dir, noop)).rejects.toBeInstanceOf(DataDirLockedError);
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(holder));
    await release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const again = await lockDataDir(dir, noop);
    await again();
  });

  test('a lock left by a dead PID, by a reused PID or half written is taken over at once', async () => {
    const dir = tempDir();
    const base = { hostname: os.hostname(), acquiredAt: new Date().toISOString() };
    for (const content of [
      JSON.stringify({ ...base, pid: 2 ** 22 + 12345, startTime: '1' }),
      // The parent is alive, but it did not start at that time: the PID was reused.
      JSON.stringify({ ...base, pid: process.ppid, startTime: '1' }),
      '{"pid": 12',
    ]) {
      fs.writeFileSync(path.join(dir, LOCK_FILE), content);
      const release = await lockDataDir(dir, noop);
      expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      await release();
    }
  });

  test('npm start right after kill -9 of the server starts at once', { timeout: 240_000 }, async () => {
    const dir = tempDir();
    const env = { SHOBDO_DATA_DIR: dir, SHOBDO_ADMIN_USERNAME: 'chief', SHOBDO_ADMIN_PASSWORD: 'chief-password-1' };
    const first = startServerProcess(env);
    started.push(first);
    const url = await first.listening;
    expect((await fetch(`${url}/api/health/`)).status).toBe(200);
    // The process holding the lock is the server's node process (tsx runs it as a child): kill -9 it
    // as the OOM killer would, and the tsx launcher with it.
    const holderPid = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid as number;
    process.kill(holderPid, 'SIGKILL');
    first.child.kill('SIGKILL');
    await first.exited;
    await waitUntilGone(holderPid);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    const restartedAt = Date.now();

    const second = startServerProcess(env);
    started.push(second);
    const url2 = await second.listening;
    console.info(`restart after kill -9: listening ${Date.now() - restartedAt} ms after the start`);
    const login = await fetch(`${url2}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'chief', password: 'chief-password-1' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
