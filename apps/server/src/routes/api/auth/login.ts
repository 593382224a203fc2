import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema, loginBodySchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { authRateLimit } from '../../../lib/rate-limits';
import { logIn } from '../../../services/auth/sessions';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login/',
    {
      config: { access: 'public', skipAuth: true, rateLimit: authRateLimit(app) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username or an email',
        description: 'Refresh tokens live 24 hours, or 30 days with remember_me. Rate limited per address.',
        body: loginBodySchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => logIn({ db: app.db, secret: app.config.secret }, request.body),
  );
};
export default route;
