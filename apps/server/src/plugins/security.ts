import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { tooManyRequests } from '../lib/errors';

/**
 * Security headers for every answer and the rate-limit machinery. Limits apply only where a
 * route asks for one (see src/lib/rate-limits.ts), so the API as a whole is not throttled.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
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
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => tooManyRequests(),
    });
  },
  { name: 'security', dependencies: ['error-handler'] },
);
