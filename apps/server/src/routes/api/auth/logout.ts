import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, logoutRequestSchema, messageResponseSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { revokeSessionOf } from '../../../services/auth/queries/refresh-tokens';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout/',
    {
      // Works with an expired access token: the refresh token alone identifies the session.
      config: { access: 'public', skipAuth: true },
      schema: {
        tags: ['auth'],
        summary: 'End the session of a refresh token',
        description: 'Revokes the refresh token and every token rotated from the same login. Always 200.',
        // A bodyless POST arrives as null.
        body: logoutRequestSchema.nullish(),
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const token = request.body?.refresh_token;
      if (token) await revokeSessionOf(app.db, token);
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  );
};
export default route;
