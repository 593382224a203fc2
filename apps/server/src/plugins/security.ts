import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { tooManyRequests } from '../lib/errors';
import { addressKey } from '../lib/rate-limits';
import { createPostgresRateLimitStore } from '../services/operations/rate-limits/postgres-rate-limit-store';

/**
 * Security headers for every answer and the rate-limit machinery. Limits apply only where a
 * route asks for one (see src/lib/rate-limits.ts), so the API as a whole is not throttled.
 *
 * Helmet is applied directly rather than through @fastify/helmet: that plugin builds a new helmet
 * middleware (re-parsing the CSP directives) on every request, which cost about 6 % of the server's
 * time under load. The headers are static, so one middleware built here serves every answer.
 */
export default fp(
  async (app) => {
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          // The built SPA loads only its own scripts and styles; inline style attributes are
          // React's `style` props; images may be data: URLs (icons) or blobs (exports).
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Served over plain http on a LAN address this would break every asset request.
          upgradeInsecureRequests: null,
        },
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    await app.register(rateLimit, {
      global: false,
      // On PostgreSQL the counters are shared by every instance (decision 0046); the embedded database
      // serves one process, whose own memory is the cheaper store.
      ...(app.dbDriver === 'postgres' && { store: createPostgresRateLimitStore(app.db, app.config.secret) }),
      keyGenerator: addressKey,
      errorResponseBuilder: () => tooManyRequests(),
    });
  },
  { name: 'security', dependencies: ['error-handler', 'database'] },
);
