import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readinessResponseSchema } from '@shobdo/contracts';
import { checkReadiness } from '../../../services/operations/check-readiness';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ready/',
    {
      config: { access: 'public', skipAuth: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness: this instance can serve (database reachable, migrations applied)',
        description:
          'For load balancers: send traffic only while this answers 200. 503 while the database is unreachable ' +
          'or migrations are pending (docs/operations.md).',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.db);
      if (readiness.status !== 'ready') reply.header('retry-after', '5');
      return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
export default route;
