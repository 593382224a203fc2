import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startServerProcess, type ServerProcess } from './process';

const started: ServerProcess[] = [];
afterAll(() => {
  for (const p of started) if (p.child.exitCode === null) p.child.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  const p = startServerProcess(env);
  started.push(p);
  return p;
}

describe('the server process', () => {
  test('a bad variable stops the start with a message that names it', async () => {
    const p = start({ PORT: 'eighty', SHOBDO_SECRET: 'x'.repeat(40), DATABASE_URL: 'mysql://nope' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('PORT must be a whole number (got "eighty")');
    expect(p.output()).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
  });

  test('one process per data folder; the lock is released on a graceful shutdown', { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shobdo-lock-'));
    const env = { SHOBDO_DATA_DIR: dataDir, SHOBDO_ADMIN_USERNAME: 'chief', SHOBDO_ADMIN_PASSWORD: 'chief-password-1' };
    try {
      const first = start(env);
      const url = await first.listening;
      expect((await fetch(`${url}/api/health/`)).status).toBe(200);
      // The secret was generated into the data folder, readable by the owner only.
      expect(fs.statSync(path.join(dataDir, 'secret')).mode & 0o077).toBe(0);

      const second = start(env);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by another Shobdo server process');
      expect((await fetch(`${url}/api/health/`)).status).toBe(200);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      // Same folder again: the lock is free and the data (the admin account) survived.
      const third = start(env);
      const url3 = await third.listening;
      const login = await fetch(`${url3}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'chief', password: 'chief-password-1' }),
      });
      expect(login.status).toBe(200);
      third.child.kill('SIGINT');
      expect(await third.exited).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
