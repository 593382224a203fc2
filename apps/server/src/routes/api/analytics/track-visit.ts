import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackVisitRequestSchema, trackVisitResponseSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { trackingRateLimit } from '../../../lib/rate-limits';
import { trackVisit } from '../../../services/analytics/queries/record-visit';
import { visitorContext } from '../../../services/analytics/visitor-context';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/track_visit/',
    {
      config: { access: 'public', rateLimit: trackingRateLimit(app) },
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view (the Visit record of docs/product/api.md#entities)',
        description:
          'Open to anyone; a Bearer token links the visit to that user. `ip_address` and `user_agent` in the body are ' +
          'accepted and ignored: the server counts the visitor by hash(daily salt, connection address, User-Agent header) ' +
          'and stores neither (docs/privacy.md). Only the path of `page_url` and the host of `referrer` are kept. The ' +
          "visit joins the caller's open session (a page view in the last 30 minutes) or starts one.",
        body: trackVisitRequestSchema,
        response: { 201: trackVisitResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await trackVisit(visitorContext(app, request), request.body)),
  );
};
export default route;
