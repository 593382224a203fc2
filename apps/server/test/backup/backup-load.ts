import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { analyzeResponseSchema } from '@shobdo/contracts';
import { authHeader, createUser, type CreatedUser } from '../helper';
import { TEXTS } from '../analysis/fixtures';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `npm run backup` or `npm run restore` as the operator would (the CLI in a process of its own). */
export function runCli(
  command: 'backup' | 'restore',
  file: string,
  env: Record<string, string | undefined>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(serverDir, 'src/cli', `${command}.ts`), file],
      { cwd: serverDir, env: { ...process.env, DATABASE_URL: undefined, ...env }, timeout: 240_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

export interface Acknowledged {
  id: string;
  user: CreatedUser;
  at: number;
}

/**
 * Writes analyses from several users, four at a time, until `stop()`; every answered one is
 * acknowledged (stored before its answer: the analysis writer). `acknowledged` fills as they come.
 */
export function writeUnderLoad(app: FastifyInstance, users: CreatedUser[]) {
  const acknowledged: Acknowledged[] = [];
  let done = false;
  const texts = Object.values(TEXTS);
  const worker = async (n: number) => {
    for (let i = 0; !done; i++) {
      const user = users[(n + i) % users.length]!;
      const res = await app.inject({
        method: 'POST',
        url: '/api/analysis/analyses/analyze/',
        headers: authHeader(user.access_token),
        payload: { text: `${texts[i % texts.length]} ${n}-${i}` },
      });
      if (res.statusCode === 200) {
        acknowledged.push({ id: analyzeResponseSchema.parse(res.json()).analysis_id, user, at: Date.now() });
      }
    }
  };
  const running = Promise.all([0, 1, 2, 3].map(worker));
  return {
    acknowledged,
    /** Resolves once at least `count` analyses are acknowledged. */
    async reached(count: number) {
      while (acknowledged.length < count) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    async stop() {
      done = true;
      await running;
      return acknowledged;
    },
  };
}

export async function createUsers(app: FastifyInstance, count: number): Promise<CreatedUser[]> {
  const users: CreatedUser[] = [];
  for (let i = 0; i < count; i++) users.push(await createUser(app));
  return users;
}

/** Signs in on the restored app with each user's password and reads their whole History. */
export async function readRestoredHistories(app: FastifyInstance, users: CreatedUser[]) {
  const found = new Map<string, Set<string>>();
  for (const user of users) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: user.user.username, password: user.password },
    });
    if (login.statusCode !== 200) throw new Error(`${user.user.username} cannot sign in: ${login.statusCode}`);
    const history = await app.inject({
      method: 'GET',
      url: '/api/analysis/history/?page_size=500',
      headers: authHeader(login.json().access_token as string),
    });
    found.set(user.user.id, new Set((history.json().results as { id: string }[]).map((item) => item.id)));
  }
  return found;
}
