import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  BATCH_BODY_LIMIT,
  batchAppendRequestSchema,
  batchCreateRequestSchema,
  batchWriteQuerySchema,
  batchWriteResponseSchema,
} from '@shobdo/contracts';
import { pickResponseLanguage } from '../../../../lib/accept-language';
import { batchRateLimit } from '../../../../lib/rate-limits';
import { findAccessibleBatch } from '../../../../services/batch/find-batch';
import { appendToBatch, createAndRunBatch } from '../../../../services/batch/run-batch';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema };
const LIMITS =
  'Up to 1,000 texts and 16 MiB per request; SHOBDO_BATCH_RATE_LIMIT requests (default 300) per minute per user. ' +
  'Each text is validated like a single analysis: an empty, over-long or non-text row comes back as ' +
  '`{status: "error", position, error}` and is not stored; the others are analysed and stored as analyses of the batch. ' +
  'A row keeps its five strongest words; its full explanation is recomputed when the analysis is read. ' +
  'With `?results=errors` the answer holds only the rows that were not analysed (a client that counts, as the batch ' +
  'page does, and reads the rows later).';

/**
 * The answer is built by services/batch/run-batch.ts from typed values. Checking its 1,000 rows against the
 * schema again on every request cost about a tenth of the server thread's time per row (docs/performance.md,
 * batch section), so these two routes serialise without the check; the schema still describes the answer
 * in the OpenAPI document, and the integration tests parse every answer with it.
 */
const serializeUnchecked = () => (data: unknown) => JSON.stringify(data);

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      bodyLimit: BATCH_BODY_LIMIT,
      config: { access: 'user', apiKey: true, rateLimit: batchRateLimit(app) },
      serializerCompiler: serializeUnchecked,
      schema: {
        tags: ['batch'],
        summary: 'Analyse many texts at once into a new batch; one result per text, in order',
        description: LIMITS,
        body: batchCreateRequestSchema,
        querystring: batchWriteQuerySchema,
        response: { 200: batchWriteResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) =>
      createAndRunBatch(app, {
        texts: request.body.texts,
        modelId: request.body.model_id,
        analysisType: request.body.analysis_type,
        name: request.body.name,
        userId: request.user!.id,
        summaryLanguage: pickResponseLanguage(request.headers['accept-language']),
        results: request.query.results,
      }),
  );

  app.post(
    '/:id/rows/',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      config: { access: 'user', apiKey: true, rateLimit: batchRateLimit(app) },
      serializerCompiler: serializeUnchecked,
      schema: {
        tags: ['batch'],
        summary: "Analyse more texts into one of the user's batches (the batch's model), numbered after its last row",
        description: `${LIMITS} Only the batch's owner may append; any other batch answers 404.`,
        params: z.object({ id: z.string().max(100) }),
        body: batchAppendRequestSchema,
        querystring: batchWriteQuerySchema,
        response: { 200: batchWriteResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const batch = await findAccessibleBatch(app, request.params.id, request.user!, 'append');
      return appendToBatch(app, batch, {
        texts: request.body.texts,
        userId: request.user!.id,
        summaryLanguage: pickResponseLanguage(request.headers['accept-language']),
        results: request.query.results,
      });
    },
  );
};
export default plugin;
