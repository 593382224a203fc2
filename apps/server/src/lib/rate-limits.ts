import type { FastifyInstance } from 'fastify';

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
