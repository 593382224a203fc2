import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Role, User } from '@shobdo/contracts';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { AppConfig } from '../src/config';
import { startSession } from '../src/services/auth/sessions';
import { createAccount } from '../src/services/users/accounts';
import { serializeUser } from '../src/services/users/serialize-user';
import { acquirePglite, releasePglite } from './pglite-pool';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/**
 * A fresh app on a fresh database: in-memory PGlite, or, when DATABASE_URL is set, a throwaway
 * database created on that server and dropped when the app closes.
 */
export async function buildTestApp(
  config: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'logStream'> = {},
): Promise<FastifyInstance> {
  const serverUrl = process.env.DATABASE_URL;
  const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl) : undefined;
  const pglite = throwaway ? undefined : await acquirePglite();
  const app = await buildApp({
    ...options,
    pglite,
    config: {
      secret: TEST_SECRET,
      logLevel: 'silent',
      seedAdmin: false,
      // High enough that ordinary tests never meet it; rate-limit tests pass a low one.
      authRateLimit: 1000,
      activityRateLimit: 1000,
      batchRateLimit: 1000,
      apiKeyRateLimit: 1000,
      databaseUrl: throwaway?.url,
      embeddedStorage: 'memory',
      webDistDir: '/nonexistent/shobdo-web-dist',
      ...config,
    },
  });
  // Dropped after the app (and its pool) closed, so no connection is left on it.
  if (throwaway) app.addHook('onClose', throwaway.drop);
  if (pglite) app.addHook('onClose', async () => releasePglite(pglite));
  return app;
}

/** A database of its own on that server, for one test file; `drop` removes it. */
export async function createThrowawayDatabase(serverUrl: string) {
  const name = `shobdo_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

let counter = 0;

export interface CreatedUser {
  user: User;
  password: string;
  access_token: string;
  refresh_token: string;
}

/** A user straight in the database (no HTTP, no rate limit) with a signed-in session. */
export async function createUser(
  app: FastifyInstance,
  options: { role?: Role; username?: string; password?: string; email?: string; rememberMe?: boolean } = {},
): Promise<CreatedUser> {
  await app.ready();
  counter += 1;
  const username = options.username ?? `user${counter}_${randomBytes(3).toString('hex')}`;
  const password = options.password ?? 'correct horse battery';
  const row = await createAccount(app.db, {
    username,
    email: options.email ?? `${username}@example.com`,
    password,
    role: options.role ?? 'user',
    preferred_language: 'bn',
    age: null,
  });
  const session = await startSession({ db: app.db, secret: app.config.secret }, row, options.rememberMe ?? false);
  return {
    user: serializeUser(row),
    password,
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  };
}

export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
