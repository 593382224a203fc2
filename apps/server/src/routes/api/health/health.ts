import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION, healthResponseSchema, type HealthResponse } from '@shobdo/contracts';

const startedAt = Date.now();

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      // Documented as /api/health/ (docs/product/api.md: paths end in a slash); /api/health still matches.
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['health'],
        summary: 'Service and database status',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const t0 = performance.now();
      const database: HealthResponse['database'] = { status: 'ok', driver: app.dbDriver, latency_ms: null };
      try {
        await app.db.execute(sql`select 1`);
        database.latency_ms = Math.round((performance.now() - t0) * 100) / 100;
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        database.status = 'error';
      }
      const body: HealthResponse = {
        status: database.status,
        version: APP_VERSION,
        database,
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
      };
      return reply.code(database.status === 'ok' ? 200 : 503).send(body);
    },
  );
};
export default route;
