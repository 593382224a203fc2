import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import type { AppConfig } from '../../apps/server/src/config';
import { createAccount } from '../../apps/server/src/services/users/accounts';

export interface EmbeddedBenchApp {
  app: FastifyInstance;
  secret: string;
  /** Closes the app and removes its data folder. */
  close: () => Promise<void>;
}

/**
 * A server on an embedded PGlite in a fresh temporary folder, quiet, without the web app or an admin, and
 * ready; `config` adds to that (a bench's own limits).
 */
export async function startEmbeddedBenchApp(name: string, config: Partial<AppConfig> = {}): Promise<EmbeddedBenchApp> {
  const dataDir = await mkdtemp(join(tmpdir(), `shobdo-bench-${name}-`));
  const secret = randomBytes(32).toString('hex');
  const app = await buildApp({
    config: {
      dataDir,
      embeddedStorage: 'data-dir',
      secret,
      seedAdmin: false,
      logLevel: 'silent',
      webDistDir: join(dataDir, 'no-web-app'),
      ...config,
    },
  });
  const close = async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await app.ready();
  } catch (error) {
    await close();
    throw error;
  }
  return { app, secret, close };
}

/** A plain account for a bench to act as. */
export function createBenchAccount(app: FastifyInstance, username: string) {
  return createAccount(app.db, {
    username,
    email: `${username}@example.com`,
    password: 'bench-password-1',
    preferred_language: 'en',
    age: null,
  });
}

/** The base URL of a server listening on 127.0.0.1 at a free port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}
