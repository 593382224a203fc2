import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@shobdo/contracts';
import { assignOperationIds, responsesOf, securityOf } from '../lib/openapi-operations';
import { typeNullables } from '../lib/openapi-nullable';

/**
 * OpenAPI generated from the routes' zod schemas: UI at /api/docs/, document at /api/docs/json. Every
 * operation has a security requirement (from its route's access rule) and an operationId, so that
 * Redocly's recommended rules pass (redocly.yaml) and clients can be generated from it (docs/api/clients.md).
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Shobdo API',
          description:
            'Explainable Bengali text analysis. Errors always answer `{error, message, details?}`; ' +
            '`details` maps a field to its messages and comes only with validation errors (400). ' +
            'Authenticate with `Authorization: Bearer <access_token>` from login, register or token refresh, ' +
            'or, on the routes that take one, with an API key in `X-Api-Key`. The Perspective-compatible API ' +
            '(`/api/perspective/v1alpha1/`) takes its key as `?key=` or `X-Goog-Api-Key` and answers ' +
            "Perspective's own error shape. " +
            'Any route that needs the database answers 503 with `Retry-After` while the database is unreachable or ' +
            'too slow; `/api/health/ready/` and `/api/health/live/` serve load balancers (docs/operations.md).',
          version: APP_VERSION,
          license: { name: 'Proprietary', url: 'https://shobdo.invalid/terms' },
        },
        // Relative: the document describes whichever host serves it.
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'An API key of its owner.' },
            perspectiveKeyQuery: {
              type: 'apiKey',
              in: 'query',
              name: 'key',
              description: 'An API key, as Perspective clients send it (Perspective-compatible API only).',
            },
            perspectiveKeyHeader: {
              type: 'apiKey',
              in: 'header',
              name: 'X-Goog-Api-Key',
              description: 'An API key in Google’s header (Perspective-compatible API only).',
            },
          },
        },
      },
      transform: (input) => {
        const result = jsonSchemaTransform(
          input.schema
            ? { ...input, schema: { ...input.schema, response: responsesOf(input.route, input.schema) } }
            : input,
        );
        const { schema } = result;
        if (!schema || (schema as { hide?: boolean }).hide) return result;
        return { ...result, schema: { ...schema, security: schema.security ?? securityOf(input.route) } };
      },
      transformObject: (input) => {
        const document = ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as {
          paths?: Record<string, Record<string, { operationId?: string }>>;
        };
        if (document.paths) assignOperationIds(document.paths);
        typeNullables(document);
        return document;
      },
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
