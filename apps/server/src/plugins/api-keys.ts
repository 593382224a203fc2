import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createUsageRecorder, type UsageRecorder } from '../services/api-keys/usage-recorder';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts keyed requests and writes the counts in batches (services/api-keys/usage-recorder.ts). */
    apiKeyUsage: UsageRecorder;
    /**
     * Counts a request against its key's SHOBDO_API_KEY_RATE_LIMIT per minute and sets the RateLimit
     * headers; answers whether it may go on and, when not, the seconds until it may (Retry-After is set).
     * Through @fastify/rate-limit's store, so the count is shared wherever that store is.
     */
    limitApiKey: (request: FastifyRequest, reply: FastifyReply, keyId: string) => Promise<ApiKeyLimitResult>;
  }
}

export interface ApiKeyLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** How often counted key usage is written (last_used_at and request_count may trail by this much). */
export const USAGE_FLUSH_MS = 5_000;

export default fp(
  async (app) => {
    const usage = createUsageRecorder(app.db, {
      flushEveryMs: USAGE_FLUSH_MS,
      onError: (error) => app.log.warn({ err: error }, 'API key usage not written; kept for the next try'),
    });
    app.decorate('apiKeyUsage', usage);
    // Written before the database closes: the last requests' counts are not lost on shutdown.
    app.addHook('preClose', async () => usage.flush());
    app.addHook('onClose', async () => usage.close());

    // createRateLimit, not a route's config.rateLimit: @fastify/rate-limit runs one limiter per request,
    // so a route's own limit (batches) would otherwise switch the key's off, or the key's the route's.
    const keyOf = new WeakMap<FastifyRequest, string>();
    const check = app.createRateLimit({
      max: app.config.apiKeyRateLimit,
      timeWindow: 60_000,
      keyGenerator: (request) => `api-key:${keyOf.get(request)}`,
    });
    app.decorate('limitApiKey', async (request: FastifyRequest, reply: FastifyReply, keyId: string) => {
      keyOf.set(request, keyId);
      const result = await check(request);
      if (result.isAllowed) return { allowed: true, retryAfterSeconds: 0 };
      reply.header('x-ratelimit-limit', result.max);
      reply.header('x-ratelimit-remaining', result.remaining);
      reply.header('x-ratelimit-reset', result.ttlInSeconds);
      if (!result.isExceeded) return { allowed: true, retryAfterSeconds: 0 };
      reply.header('retry-after', result.ttlInSeconds);
      return { allowed: false, retryAfterSeconds: result.ttlInSeconds };
    });
  },
  { name: 'api-keys', dependencies: ['database', 'security'] },
);
