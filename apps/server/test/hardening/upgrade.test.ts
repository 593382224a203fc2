import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { startServerProcess, type ServerProcess } from '../db/process';
import { callApi } from '../fixtures/upgrade/call-api';

/**
 * Upgrades: a data folder written by the previous release (8b86014, migrations 0000–0003) through its
 * real API starts on the current server, which migrates it, and nothing stored is lost: every account
 * signs in with its last password and keeps its profile, every analysis reads back as that release
 * answered it (class, confidence, word contributions; fields added since may appear beside them), every
 * history page lists the same analyses, and the admin area counts them all. The fixture and how it was
 * made: test/fixtures/upgrade/make-fixture.ts. The folder is the embedded database's, so this runs on
 * PGlite in both CI passes (on PostgreSQL the same migration files run on `npm start`).
 */
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/upgrade');
const RELEASE = 'release-8b86014';

interface Manifest {
  admin: { username: string; password: string };
  users: { username: string; password: string; email: string; full_name?: string; country?: string; age?: number }[];
  analyses: { owner: string | null; id: string; answer: Record<string, unknown> }[];
  history: Record<string, { count: number; results: { id: string }[] }>;
}
const manifest = JSON.parse(fs.readFileSync(path.join(fixtures, `${RELEASE}.json`), 'utf8')) as Manifest;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shobdo-upgrade-'));
const dataDir = path.join(work, 'data');
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited.catch(() => undefined)));
  fs.rmSync(work, { recursive: true, force: true });
});

async function start(): Promise<{ url: string; stop: () => Promise<number | null> }> {
  // No DATABASE_URL: the embedded database in the old data folder, on PostgreSQL's CI pass too.
  const server = startServerProcess({ SHOBDO_DATA_DIR: dataDir });
  servers.push(server);
  const url = await server.listening;
  return {
    url,
    stop: async () => {
      server.child.kill('SIGTERM');
      return server.exited;
    },
  };
}

async function login(url: string, username: string, password: string): Promise<string> {
  const res = await callApi(url, 'POST', '/api/auth/login/', { username, password });
  expect(res.status, `${username} signs in`).toBe(200);
  return String(res.body.access_token);
}

describe('upgrade from the previous release', () => {
  test(
    "the previous release's data folder migrates and keeps every account, analysis and history entry",
    { timeout: 180_000 },
    async () => {
      execFileSync('tar', ['-xzf', path.join(fixtures, `${RELEASE}.tar.gz`), '-C', work]);
      const secretBefore = fs.readFileSync(path.join(dataDir, 'secret'), 'utf8');
      const { url, stop } = await start();

      const tokens: Record<string, string> = {};
      for (const user of manifest.users) {
        tokens[user.username] = await login(url, user.username, user.password);
        const me = await callApi(url, 'GET', '/api/auth/user/', undefined, tokens[user.username]);
        expect(me.status).toBe(200);
        expect(me.body).toMatchObject({
          username: user.username,
          email: user.email,
          ...(user.full_name ? { full_name: user.full_name } : {}),
          ...(user.country ? { country: user.country } : {}),
          ...(user.age ? { age: user.age } : {}),
        });
      }
      const admin = await login(url, manifest.admin.username, manifest.admin.password);

      for (const analysis of manifest.analyses) {
        const token = analysis.owner ? tokens[analysis.owner] : admin;
        const res = await callApi(url, 'GET', `/api/analysis/analyses/${analysis.id}/`, undefined, token);
        expect(res.status, `analysis ${analysis.id}`).toBe(200);
        // The stored verdict and its explanation, as that release answered them (not recomputed by today's models).
        expect(res.body).toMatchObject(analysis.answer);
      }
      for (const [username, page] of Object.entries(manifest.history)) {
        const res = await callApi(url, 'GET', '/api/analysis/history/?page_size=50', undefined, tokens[username]);
        expect(res.status).toBe(200);
        expect(res.body.count).toBe(page.count);
        const ids = (res.body.results as { id: string }[]).map((r) => r.id).sort();
        expect(ids).toEqual(page.results.map((r) => r.id).sort());
      }

      // The admin area (tables added since that release) sees the old rows.
      const users = await callApi(url, 'GET', '/api/analytics/users_dashboard/?page_size=100', undefined, admin);
      expect(users.status).toBe(200);
      const listed = (users.body.users as { username: string }[]).map((u) => u.username);
      for (const user of manifest.users) expect(listed).toContain(user.username);
      const logs = await callApi(url, 'GET', '/api/analytics/analysis_logs_dashboard/?page_size=100', undefined, admin);
      expect(logs.status).toBe(200);
      expect((logs.body.pagination as { total: number }).total).toBe(manifest.analyses.length);

      // What came after that release works on the upgraded folder: a new analysis is stored and read back.
      const fresh = await callApi(
        url,
        'POST',
        '/api/analysis/analyses/analyze/',
        { text: 'নতুন সংস্করণে প্রথম বিশ্লেষণ, সবাইকে শুভেচ্ছা।', model_id: 'shobdo-v1' },
        tokens[manifest.users[0]!.username],
      );
      expect(fresh.status).toBe(200);
      expect(await stop()).toBe(0);

      // A second start finds nothing left to migrate and still has everything.
      const again = await start();
      const token = await login(again.url, manifest.users[0]!.username, manifest.users[0]!.password);
      const history = await callApi(again.url, 'GET', '/api/analysis/history/?page_size=50', undefined, token);
      expect(history.body.count).toBe(manifest.history[manifest.users[0]!.username]!.count + 1);
      expect(await again.stop()).toBe(0);
      expect(fs.readFileSync(path.join(dataDir, 'secret'), 'utf8')).toBe(secretBefore);
    },
  );
});
