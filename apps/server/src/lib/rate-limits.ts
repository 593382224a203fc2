import type { FastifyInstance } from 'fastify';

/** Route config for login and registration: SHOBDO_AUTH_RATE_LIMIT attempts per minute per address. */
export function authRateLimit(app: FastifyInstance) {
  return { max: app.config.authRateLimit, timeWindow: 60_000 };
}
