import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  batchDetailSchema,
  batchListQuerySchema,
  batchListResponseSchema,
  batchRowsQuerySchema,
  batchRowsResponseSchema,
} from '@shobdo/contracts';
import { countBatchClasses, deleteBatch, listBatchRows, listBatches } from '../../../../services/batch/queries/batches';
import { findAccessibleBatch } from '../../../../services/batch/find-batch';
import { toBatch, toBatchRow } from '../../../../services/batch/to-batch';

const params = z.object({ id: z.string().max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'user', apiKey: true },
      schema: {
        tags: ['batch'],
        summary: "The signed-in user's batches, newest first",
        querystring: batchListQuerySchema,
        response: { 200: batchListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { rows, total } = await listBatches(app.db, request.user!.id, page, page_size);
      return { results: rows.map(toBatch), count: total, page, page_size };
    },
  );

  app.get(
    '/:id/',
    {
      config: { access: 'user', apiKey: true },
      schema: {
        tags: ['batch'],
        summary: 'A batch with how many rows of each class: its owner or an admin',
        params,
        response: { 200: batchDetailSchema, ...errors },
      },
    },
    async (request) => {
      const batch = await findAccessibleBatch(app, request.params.id, request.user!, 'read');
      const counts = await countBatchClasses(app.db, batch.id);
      return { ...toBatch(batch), class_counts: counts.map((c) => ({ label: c.label, count: c.count })) };
    },
  );

  app.get(
    '/:id/rows/',
    {
      config: { access: 'user', apiKey: true },
      schema: {
        tags: ['batch'],
        summary: "A page of a batch's rows in the order sent: its owner or an admin",
        description:
          '`label` keeps rows of that class, `min_confidence` (percent) rows at least that confident; `order=confidence` ' +
          'puts the most confident first (the summary\'s "most confident threats"). `page_size` ' +
          'defaults to 100, at most 1,000. Each row has its top words; GET /api/analysis/analyses/{analysis_id}/ gives the ' +
          'full explanation, recomputed.',
        params,
        querystring: batchRowsQuerySchema,
        response: { 200: batchRowsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const batch = await findAccessibleBatch(app, request.params.id, request.user!, 'read');
      const { page, page_size, label, min_confidence, order } = request.query;
      const { rows, total } = await listBatchRows(
        app.db,
        batch.id,
        { label, minConfidence: min_confidence, order },
        page,
        page_size,
      );
      return { results: rows.map((row) => toBatchRow(row, app.models)), count: total, page, page_size };
    },
  );

  app.delete(
    '/:id/',
    {
      config: { access: 'user', apiKey: true },
      schema: {
        tags: ['batch'],
        summary: 'Delete a batch and all its analyses: its owner or an admin',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const batch = await findAccessibleBatch(app, request.params.id, request.user!, 'delete');
      await deleteBatch(app.db, batch);
      app.recentBatches.delete(batch.id);
      return reply.code(204).send(null);
    },
  );
};
export default plugin;
