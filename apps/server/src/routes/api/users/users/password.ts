import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema, passwordChangeBodySchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { authRateLimit } from '../../../../lib/rate-limits';
import { changePassword } from '../../../../services/auth/change-password';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/password/',
    {
      // Rate limited like login: the current password must not be guessable through this door.
      config: { access: 'user', rateLimit: authRateLimit(app) },
      schema: {
        tags: ['users'],
        summary: "Change the signed-in user's password",
        description:
          'Checks the current password and the sign-up rules, ends every session of the account and answers a fresh one ' +
          '(refresh token of 24 hours, or 30 days with remember_me). Rate limited per address.',
        body: passwordChangeBodySchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => changePassword({ db: app.db, secret: app.config.secret }, request.user!.id, request.body),
  );
};
export default route;
