import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRequestSchema, activityResponseSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { activityRateLimit } from '../../../lib/rate-limits';
import { recordActivity } from '../../../services/analytics/queries/record-activity';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/activities/',
    {
      config: { access: 'public', rateLimit: activityRateLimit(app) },
      schema: {
        tags: ['analytics'],
        summary: 'Record an activity log entry (login, logout, page view, ...)',
        description:
          'Open to anonymous visitors (stored with no user); with a Bearer token the entry belongs to that user. ' +
          'The user is never taken from the body: `user_id`, like any unknown field, is a 400. `description` is at ' +
          'most 500 characters; `metadata` a JSON object of at most 4096 characters and depth 8. Rate limited per ' +
          'address (SHOBDO_ACTIVITY_RATE_LIMIT a minute).',
        body: activityRequestSchema,
        response: { 201: activityResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const entry = await recordActivity(app.db, request.user?.id ?? null, request.body);
      return reply.code(201).send(entry);
    },
  );
};
export default route;
