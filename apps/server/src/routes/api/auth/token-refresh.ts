import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshRequestSchema, refreshResponseSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { refreshSession } from '../../../services/auth/sessions';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/token/refresh/',
    {
      config: { access: 'public', skipAuth: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access token and a new refresh token',
        description:
          'The refresh token is single-use: each call returns its successor. Presenting a token that ' +
          'was already used revokes the whole session (all its tokens).',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => refreshSession({ db: app.db, secret: app.config.secret }, request.body.refresh),
  );
};
export default route;
