import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { modelQuerySchema, topUsersResponseSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { ensureFreshRollups } from '../../../services/analytics/ensure-fresh-rollups';
import { getTopUsers } from '../../../services/analytics/queries/get-top-users';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/top_users/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['analytics'],
        summary: 'The ten signed-in users with the most analyses (of one model with model_id)',
        querystring: modelQuerySchema,
        response: { 200: topUsersResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const modelId = request.query.model_id ?? null;
      if (modelId) await ensureFreshRollups(app);
      return { model_id: modelId, users: await getTopUsers(app.db, modelId) };
    },
  );
};
export default route;
