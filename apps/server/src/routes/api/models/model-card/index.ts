import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shobdo/contracts';
import { notFound } from '../../../../lib/errors';
import { MODELS_DIR } from '../../../../services/analysis/models-dir';

const plugin: FastifyPluginAsyncZod = async (app) => {
  // Read on first request and kept: the card ships with the models and changes only with a release.
  let card: Promise<string | null> | undefined;
  const readCard = () =>
    (card ??= readFile(join(MODELS_DIR, 'MODEL_CARD.md'), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      card = undefined;
      throw error;
    }));

  app.get(
    '/',
    {
      // Only the spec's path with its trailing slash (the router still accepts it without one).
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['models'],
        summary: 'The model card (text/markdown): data, method and measured figures behind every model',
        produces: ['text/markdown'],
        response: { 200: z.string(), 404: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const text = await readCard();
      if (text === null) throw notFound();
      return reply.type('text/markdown; charset=utf-8').send(text);
    },
  );
};
export default plugin;
