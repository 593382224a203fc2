import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackListQuerySchema, feedbackListResponseSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { listFeedback } from '../../../../services/feedback/queries/list-feedback';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // The documented path keeps its trailing slash, as every path of the API does.
      prefixTrailingSlash: 'slash',
      config: { access: 'moderator' },
      schema: {
        tags: ['moderation'],
        summary: 'Corrections to review, newest first (moderator or admin)',
        description:
          '`status` (pending, accepted, rejected), `model_id` (the model that answered) and `label` (the class ' +
          'suggested) filter; `page` and `page_size` (default 10, at most 100) page. Each entry has the analysed ' +
          "text, the model's answer and confidence, the suggested class, who reported it and who reviewed it.",
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => listFeedback(app.db, request.query),
  );
};
export default plugin;
