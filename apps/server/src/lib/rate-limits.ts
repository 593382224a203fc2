import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The rate-limit key of an anonymous caller: its address, IPv6 grouped by /64 as the plugin's own default
 * does. A request whose socket has already closed has no address (`request.ip` is undefined), and the
 * plugin's default then throws a TypeError inside normalizeIP, logged as a 500 for a client that is gone;
 * such requests share one key instead.
 */
export function addressKey(request: Pick<FastifyRequest, 'ip'>): string {
  const ip = request.ip as string | undefined;
  return ip ? normalizeIP(ip) : 'no-address';
}

/** Route config for login and registration: SHOBDO_AUTH_RATE_LIMIT attempts per minute per address. */
export function authRateLimit(app: FastifyInstance) {
  return { max: app.config.authRateLimit, timeWindow: 60_000 };
}

/**
 * Route config for public writes the web app makes on its own (activity log entries):
 * SHOBDO_ACTIVITY_RATE_LIMIT per minute per address, generous enough for a busy page.
 */
export function activityRateLimit(app: FastifyInstance) {
  return { max: app.config.activityRateLimit, timeWindow: 60_000 };
}

/**
 * Route config for batch analysis (create and append): SHOBDO_BATCH_RATE_LIMIT requests per minute per
 * signed-in user (per address without one, which the route's guard then refuses). At the default of 300
 * requests of up to 1,000 texts, one user can send 5,000 texts a second, about what the server's two
 * cores can analyse and store (docs/performance.md, batch section).
 */
export function batchRateLimit(app: FastifyInstance) {
  return {
    max: app.config.batchRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${addressKey(request)}`),
  };
}

/**
 * Route config for visit tracking (track_visit, sessions): the same per-address budget as activity
 * entries, counted separately per route, so a flood gets 429s and cannot skew other visitors' figures.
 */
export function trackingRateLimit(app: FastifyInstance) {
  return { max: app.config.activityRateLimit, timeWindow: 60_000 };
}

/**
 * Route config for the analytics refresh calls (update_all and the .../update/ endpoints): a signed-in
 * client that calls them in a loop gets 429s (SHOBDO_ACTIVITY_RATE_LIMIT a minute per address); each call
 * is cheap anyway.
 */
export function rollupUpdateRateLimit(app: FastifyInstance) {
  return { max: app.config.activityRateLimit, timeWindow: 60_000 };
}
