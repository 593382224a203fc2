import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, modelListSchema, modelPerformanceSchema } from '@shobdo/contracts';
import { notFound } from '../../../../lib/errors';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public', apiKey: true },
      // Only the spec's path with its trailing slash (the router still accepts it without one).
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['models'],
        summary: 'Every shipped model; unavailable ones are listed with status "unavailable"',
        response: { 200: modelListSchema },
      },
    },
    async () => app.models.list(),
  );

  app.get(
    '/:id/performance/',
    {
      config: { access: 'public', apiKey: true },
      schema: {
        tags: ['models'],
        summary: "The model card's measured figures for one model",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: modelPerformanceSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const performance = app.models.performance(request.params.id);
      if (!performance) throw notFound();
      return performance;
    },
  );
};
export default plugin;
