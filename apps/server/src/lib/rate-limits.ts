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
