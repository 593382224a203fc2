import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisIdsBodySchema, bulkDeleteResultSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { deleteAnalysesByAdmin } from '../../../../services/admin-logs/queries/delete-analyses-by-admin';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bulk_delete/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Delete analyses of any user (admin)',
        description:
          '`analysis_ids`: 1 to 1000 UUIDs; duplicates count once. Answers how many were deleted and the ids that ' +
          "match no analysis. A deleted analysis is gone for its owner too (history, reads by id), and the owner's " +
          'analysis_count follows. Each deletion is recorded in the admin audit log.',
        body: analysisIdsBodySchema,
        response: { 200: bulkDeleteResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => deleteAnalysesByAdmin(app.db, request.user!, request.body.analysis_ids),
  );
};
export default plugin;
