import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analysisResultViewSchema,
  analysisSchema,
  analysisWordContributionsSchema,
  apiErrorSchema,
} from '@shobdo/contracts';
import { completeExplanation } from '../../../../services/batch/complete-explanation';
import { findReadableAnalysis, type ReadScope } from '../../../../services/analysis/find-readable-analysis';
import { toAnalysis, toResultView, toWordContributionsView } from '../../../../services/analysis/to-analysis';

// A malformed id is a 404 like any unknown id (the service checks the shape), never a 400 or 500.
const params = z.object({ id: z.string().max(100) });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

const plugin: FastifyPluginAsyncZod = async (app) => {
  // A batch row's full explanation is recomputed on reading (decision 0029).
  const readAnalysis = async (id: string, user: Parameters<typeof findReadableAnalysis>[2], scope: ReadScope) =>
    completeExplanation(await findReadableAnalysis(app.db, id, user, scope), app.models);

  app.get(
    '/:id/',
    {
      config: { access: 'public', apiKey: true },
      schema: {
        tags: ['analysis'],
        summary: "A signed-in user's analysis: its owner or an admin",
        description: 'An anonymous analysis answers 403 here; read it through get_anonymous_analysis.',
        params,
        response: { 200: analysisSchema, ...errors },
      },
    },
    async (request) => toAnalysis(await readAnalysis(request.params.id, request.user, 'owned')),
  );

  app.get(
    '/:id/get_anonymous_analysis/',
    {
      config: { access: 'public', apiKey: true },
      schema: {
        tags: ['analysis'],
        summary: 'An anonymous analysis, for whoever holds its id',
        description: 'An analysis that belongs to a user answers 404 here.',
        params,
        response: { 200: analysisSchema, 404: apiErrorSchema },
      },
    },
    async (request) => toAnalysis(await readAnalysis(request.params.id, request.user, 'anonymous')),
  );

  app.get(
    '/:id/word_contributions/',
    {
      config: { access: 'public', apiKey: true },
      schema: {
        tags: ['analysis'],
        summary: 'Every word contribution of an analysis, in rank order, with the score they add up to',
        description: "Owner or admin for a signed-in user's analysis; anyone for an anonymous one.",
        params,
        response: { 200: analysisWordContributionsSchema, ...errors },
      },
    },
    async (request) => toWordContributionsView(await readAnalysis(request.params.id, request.user, 'any')),
  );

  app.get(
    '/:id/result/',
    {
      config: { access: 'public', apiKey: true },
      schema: {
        tags: ['analysis'],
        summary: 'The result of an analysis: prediction, class probabilities, summary, keywords, metadata',
        description: "Owner or admin for a signed-in user's analysis; anyone for an anonymous one.",
        params,
        response: { 200: analysisResultViewSchema, ...errors },
      },
    },
    async (request) => toResultView(await readAnalysis(request.params.id, request.user, 'any')),
  );
};
export default plugin;
