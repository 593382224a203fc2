import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisIdsBodySchema, bulkDeleteResultSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { deleteOwnAnalysis, deleteOwnSelection } from '../../../../services/own-data/delete-own-analyses';

// A malformed id is a 404 like any unknown id (the service checks the shape).
const params = z.object({ id: z.string().max(100) });

/** A signed-in user deletes their own analyses (issue 30, decision 0048). */
const plugin: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary: 'Delete one of your own analyses',
        description:
          "The owner's analysis is gone at once (history, reads by id, counts). Anyone else's, an admin's reach " +
          'included, is a 404 (admins delete through bulk_delete, which the audit log records). A row of a batch ' +
          'is deleted with its batch: 409.',
        params,
        response: { 204: z.null(), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      await deleteOwnAnalysis(app.db, request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/delete/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary: 'Delete a selection of your own analyses',
        description:
          '`analysis_ids`: 1 to 1000 UUIDs; duplicates count once. Answers how many were deleted; ids that name no ' +
          'analysis of yours outside a batch (unknown, or someone else’s) come back in not_found and are left alone.',
        body: analysisIdsBodySchema,
        response: { 200: bulkDeleteResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => deleteOwnSelection(app.db, request.user!.id, request.body.analysis_ids),
  );
};
export default plugin;
