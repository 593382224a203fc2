import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearHistoryResultSchema } from '@shobdo/contracts';
import { clearOwnHistory } from '../../../../services/own-data/delete-own-analyses';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary: 'Delete all of your history',
        description:
          'Every analysis History shows (all of yours outside a batch; batches are deleted one by one). ' +
          'Answers how many were deleted.',
        response: { 200: clearHistoryResultSchema },
      },
    },
    async (request) => clearOwnHistory(app.db, request.user!.id),
  );
};
export default plugin;
