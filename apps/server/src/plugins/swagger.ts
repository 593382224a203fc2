import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@shobdo/contracts';

/** OpenAPI generated from the routes' zod schemas: UI at /api/docs/, document at /api/docs/json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Shobdo API',
          description:
            'Explainable Bengali text analysis. Errors always answer `{error, message, details?}`; ' +
            '`details` maps a field to its messages and comes only with validation errors (400). ' +
            'Authenticate with `Authorization: Bearer <access_token>` from login, register or token refresh. ' +
            'Any route that needs the database answers 503 with `Retry-After` while the database is unreachable or ' +
            'too slow; `/api/health/ready/` and `/api/health/live/` serve load balancers (docs/operations.md).',
          version: APP_VERSION,
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    // The documentation is public; its routes (added by swagger-ui) declare it like every /api route.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs'))
        route.config = { ...route.config, access: route.config?.access ?? 'public' };
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets inline styles; and plain http on a LAN address must not be upgraded.
      transformStaticCSP: (header) =>
        header
          .replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'")
          .replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'swagger' },
);
