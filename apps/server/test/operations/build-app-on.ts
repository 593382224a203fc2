import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { TEST_SECRET } from '../helper';

/** An app on a given PostgreSQL database (several apps may share one, as instances do). */
export function buildAppOn(databaseUrl: string, config: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  return buildApp({
    config: {
      secret: TEST_SECRET,
      logLevel: 'silent',
      seedAdmin: false,
      authRateLimit: 1000,
      activityRateLimit: 1000,
      batchRateLimit: 1000,
      databaseUrl,
      embeddedStorage: 'memory',
      webDistDir: '/nonexistent/shobdo-web-dist',
      ...config,
    },
  });
}
