import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, type Language } from '@shobdo/contracts';
import { notFound } from '../../../../lib/errors';
import { MODELS_DIR } from '../../../../services/analysis/models-dir';
import { pickResponseLanguage } from '../../../../lib/accept-language';

// The English card is the reference; MODEL_CARD.bn.md is its Bengali translation.
const CARD_FILES: Record<Language, string> = { en: 'MODEL_CARD.md', bn: 'MODEL_CARD.bn.md' };

const plugin: FastifyPluginAsyncZod = async (app) => {
  // Read on first request and kept: the cards ship with the models and change only with a release.
  const cards = new Map<Language, Promise<string | null>>();
  const readCard = (language: Language): Promise<string | null> => {
    let card = cards.get(language);
    if (!card) {
      card = readFile(join(MODELS_DIR, CARD_FILES[language]), 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        cards.delete(language);
        throw error;
      });
      cards.set(language, card);
    }
    return card;
  };

  app.get(
    '/',
    {
      config: { access: 'public' },
      // Only the spec's path with its trailing slash (the router still accepts it without one).
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['models'],
        summary: 'The model card (text/markdown): data, method and measured figures behind every model',
        description:
          'Bengali (models/MODEL_CARD.bn.md) when Accept-Language prefers `bn`, else English (models/MODEL_CARD.md, ' +
          'the reference), the rule of the analysis summary (decision 0004). Content-Language names the one sent.',
        produces: ['text/markdown'],
        response: { 200: z.string(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const language = pickResponseLanguage(request.headers['accept-language']);
      // Without a Bengali file the reference card is better than a 404.
      const translated = language === 'en' ? null : await readCard(language);
      const text = translated ?? (await readCard('en'));
      if (text === null) throw notFound();
      return reply
        .header('vary', 'Accept-Language')
        .header('content-language', translated === null ? 'en' : language)
        .type('text/markdown; charset=utf-8')
        .send(text);
    },
  );
};
export default plugin;
