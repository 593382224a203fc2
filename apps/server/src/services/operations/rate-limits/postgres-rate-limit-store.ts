import { createHmac } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../../db/types';
import { hitRateLimit } from './queries/hit-rate-limit';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
};

/** The limit's name: its route (method and URL), so each route keeps its own counters as in-process. */
export function nameRateLimit(options: ChildOptions): string {
  const { method, url } = options.routeInfo ?? {};
  if (url) return `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${url}`;
  return options.groupId ?? 'global';
}

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL (table rate_limit_hits), so every limit
 * holds across all the instances that share the database (decision 0046). A failed count is passed on
 * as an error: the plugin then fails the request, which the error handler answers 503 when the database
 * is down (fail closed: a limit that cannot be counted is not waved through).
 */
export function createPostgresRateLimitStore(db: Database, secret: string): FastifyRateLimitStoreCtor {
  // Keys are client addresses and user ids: the table holds a keyed hash of them, never the address
  // itself (the privacy promise of docs/privacy.md; a bare hash of an IPv4 address is easily reversed).
  const hashKey = (key: string) => createHmac('sha256', secret).update(`rate-limit:${key}`).digest('base64url');
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly name = 'global',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      hitRateLimit(db, this.name, hashKey(key), timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      return new PostgresRateLimitStore(routeOptions, nameRateLimit(routeOptions));
    }
  }
  return PostgresRateLimitStore;
}
