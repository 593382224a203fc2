import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, historyQuerySchema, historyResponseSchema } from '@shobdo/contracts';
import { getHistory } from '../../../../services/analysis/get-history';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // Only the spec's path with its trailing slash (the router still accepts it without one).
      prefixTrailingSlash: 'slash',
      // The text filters search with U+FFFD for NUL, as the analysed texts are stored (no match, no error).
      config: { access: 'user', apiKey: true, acceptNul: ['search', 'type'] },
      schema: {
        tags: ['analysis'],
        summary: "The signed-in user's analyses, newest first",
        description:
          '`search` matches the text (case-insensitive); `type` equals detected_type, or `bully` for any bullying ' +
          'class; `date_from`/`date_to` are YYYY-MM-DD (whole UTC days, both included) or ISO date-times. ' +
          '`page_size` defaults to 100, at most 500.',
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => getHistory(app.db, request.user!.id, request.query),
  );
};
export default plugin;
