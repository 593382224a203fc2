import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anonymousSessionRequestSchema,
  endSessionRequestSchema,
  endSessionResponseSchema,
  sessionIdParamsSchema,
  sessionResponseSchema,
} from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { trackingRateLimit } from '../../../lib/rate-limits';
import { endSession, startSession } from '../../../services/analytics/queries/record-visit';
import { visitorContext } from '../../../services/analytics/visitor-context';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sessions/anonymous/',
    {
      config: { access: 'public', rateLimit: trackingRateLimit(app) },
      schema: {
        tags: ['analytics'],
        summary: 'Start a visit session (the Anonymous session of docs/product/api.md#entities)',
        description:
          'For visitors and signed-in users alike (a Bearer token links the session to the user). `ip_address` and ' +
          '`user_agent` in the body are ignored, as in track_visit/.',
        body: anonymousSessionRequestSchema,
        response: { 201: sessionResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await startSession(visitorContext(app, request), request.body.page_url, request.body.referrer)),
  );

  app.post(
    '/sessions/:id/end/',
    {
      config: { access: 'public', rateLimit: trackingRateLimit(app) },
      schema: {
        tags: ['analytics'],
        summary: 'End a visit session',
        description:
          "Only the session's own visitor (same address and browser today) or its signed-in user can end it; for anyone " +
          'else the session does not exist (404). Ending an ended session answers its first end.',
        params: sessionIdParamsSchema,
        body: endSessionRequestSchema,
        response: { 200: endSessionResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => endSession(visitorContext(app, request), request.params.id),
  );
};
export default route;
